import Foundation
import Testing

/// The layers of ARCHITECTURE.md §1, held by the code: each target imports only the targets
/// below it, and Package.swift declares exactly those dependencies. And transactions belong
/// to the domain and the store (issue 11 §1): a surface that wrapped a commit in a
/// transaction of its own would take a refusal's audit row down with its rollback.
/// `TaskStore.db` is not public, so no target but the domain reaches SQLite; this catches the
/// part the compiler cannot, a surface calling `TaskStore.write`/`read` itself.
@Suite struct LayeringTests {
    /// Every target above the domain.
    static let surfaces = ["TaskDraftCLI", "TaskDraftMCP", "TaskDraftSync", "TaskDraftSystem", "TaskDraftModels", "TaskDraftParser",
                           "TaskDraftHTTP", "taskdraft"]

    /// The targets of ours each target may import: every arrow points down. The parser and
    /// the HTTP client stand side by side on the domain and know nothing of each other or of
    /// drafting; sync reaches the network through the HTTP client and never a model.
    static let mayImport: [String: Set<String>] = [
        "TaskDraftKit": ["CSQLite"],
        "TaskDraftParser": ["TaskDraftKit"],
        "TaskDraftHTTP": ["TaskDraftKit", "CCurl"],
        "TaskDraftModels": ["TaskDraftKit", "TaskDraftParser", "TaskDraftHTTP"],
        "TaskDraftSync": ["TaskDraftKit", "TaskDraftHTTP"],
        "TaskDraftMCP": ["TaskDraftKit", "TaskDraftModels"],
        "TaskDraftSystem": ["TaskDraftKit", "TaskDraftModels"],
        "TaskDraftCLI": ["TaskDraftKit", "TaskDraftParser", "TaskDraftHTTP", "TaskDraftModels", "TaskDraftMCP",
                         "TaskDraftSync", "TaskDraftSystem"],
        "taskdraft": ["TaskDraftCLI"],
    ]

    /// `import X` (also `@testable`, `@_exported` or `private` imports) of each Swift file under `directory`.
    static func imports(under directory: URL) throws -> [(file: String, line: Int, module: String)] {
        var found: [(String, Int, String)] = []
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "private" && $0 != "internal" }
                if words.count >= 2, words[0] == "import" { found.append((url.lastPathComponent, number + 1, String(words[1]))) }
            }
        }
        return found
    }

    @Test func everyTargetImportsOnlyTheLayersBelowIt() throws {
        let sources = RepositoryDocsTests.root.appendingPathComponent("Sources")
        let ours = Set(Self.mayImport.keys).union(["CSQLite", "CCurl"])
        let targets = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix("C") }
        #expect(Set(targets) == Set(Self.mayImport.keys), "a target without a place in the layers, or a place without a target")
        for target in targets {
            let allowed = Self.mayImport[target] ?? []
            for found in try Self.imports(under: sources.appendingPathComponent(target)) where ours.contains(found.module) {
                #expect(allowed.contains(found.module), "\(target)/\(found.file):\(found.line) imports \(found.module), which is not below it")
            }
        }
    }

    /// Package.swift gives each target the dependencies the layers allow and no others, so the
    /// build refuses an import that goes up before this test runs.
    @Test func thePackageDeclaresTheLayers() throws {
        let manifest = try String(contentsOf: RepositoryDocsTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = try Regex(#"\.(?:executableT|t)arget\(name: "([A-Za-z]+)"(?:, dependencies: \[([^\]]*)\])?"#)
        var declared: [String: Set<String>] = [:]
        for match in manifest.matches(of: declaration) {
            let name = String(match.output[1].substring!)
            let dependencies = match.output[2].substring.map { $0.split(separator: ",").map { $0.filter { $0.isLetter } } } ?? []
            declared[name] = Set(dependencies.filter { !$0.isEmpty })
        }
        for (target, allowed) in Self.mayImport {
            #expect(declared[target] == allowed, "Package.swift: \(target) depends on \(declared[target].map { $0.sorted() } ?? []), the layers say \(allowed.sorted())")
        }
    }

    @Test func theImportScanFindsWhatItMeans() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layering-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "import Glibc\n@testable import TaskDraftModels\n// import TaskDraftCLI\nlet important = 1\n"
            .write(to: directory.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        #expect(try Self.imports(under: directory).map(\.module) == ["Glibc", "TaskDraftModels"])
    }

    /// A transaction opened on the store, or a connection of one's own (only the domain
    /// imports CSQLite, so raw SQL has no other way in).
    static var opensATransaction: Regex<AnyRegexOutput> {
        try! Regex(#"[sS]tore(\(\))?\)?\.(write|read)\b|OpenWrite|SQLiteConnection"#)
    }

    @Test func noSurfaceOpensATransaction() throws {
        let sources = RepositoryDocsTests.root.appendingPathComponent("Sources")
        var scanned = 0
        for target in Self.surfaces {
            let directory = sources.appendingPathComponent(target)
            let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                scanned += 1
                let text = try String(contentsOf: url, encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(Self.opensATransaction) && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    Issue.record("""
                        \(target)/\(url.lastPathComponent):\(number + 1) opens a transaction: \
                        \(line.trimmingCharacters(in: .whitespaces)) — ask the domain (Planner.commit) \
                        or give TaskStore a method that owns it
                        """)
                }
            }
        }
        #expect(scanned > 200, "only \(scanned) source files found under \(sources.path)")
    }

    @Test func thePatternCatchesWhatItMeans() {
        #expect("try store.write { try store.appendAudit(entry) }".contains(Self.opensATransaction))
        #expect("try (try store()).read {".contains(Self.opensATransaction))
        #expect("planner.store.db.beginOpenWrite()".contains(Self.opensATransaction))
        #expect("out.write(line)".contains(Self.opensATransaction) == false)
        #expect("let db = try SQLiteConnection(path: path)".contains(Self.opensATransaction))
        #expect("VTodoMapping.write(task)".contains(Self.opensATransaction) == false)
    }
}
