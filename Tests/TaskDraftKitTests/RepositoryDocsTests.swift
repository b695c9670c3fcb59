import Foundation
import Testing

/// A clone of the repository is all a reader has: nothing may point outside it, and
/// ARCHITECTURE.md must name files that exist (it is the map a newcomer follows).
@Suite struct RepositoryDocsTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Build products, git's own files and local results are not part of a clone.
    static let notInAClone: Set<String> = [".build", ".git", ".swiftpm", "bench-results", "__pycache__"]

    /// Every file a clone holds, as paths relative to the root.
    static func files() -> [String] {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            if notInAClone.contains(url.lastPathComponent) {
                enumerator?.skipDescendants()
                continue
            }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                found.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
            }
        }
        return found
    }

    @Test func nothingPointsOutsideTheRepository() throws {
        let outside = "../" + "shared"  // spelled in two pieces so this file does not match itself
        let files = Self.files()
        #expect(files.contains("ARCHITECTURE.md") && files.contains("docs/DESIGN.md"))
        for path in files {
            guard let text = try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8) else { continue }
            let pointsOutside = text.contains(outside)
            #expect(!pointsOutside, "\(path) points outside the repository (\(outside))")
        }
    }

    @Test func architectureNamesFilesThatExist() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let files = Self.files()
        // Backquoted paths: `Sources/…`-relative ones may leave out the target (`Arguments/CommandSpec.swift`).
        var named: Set<String> = []
        for piece in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where piece.offset % 2 == 1 {
            let candidate = String(piece.element)
            if [".swift", ".py", ".md", ".sh", "/"].contains(where: candidate.hasSuffix), !candidate.contains(" "),
               !candidate.contains("<"), !candidate.contains("*"), !candidate.contains("…") {
                named.insert(candidate)
            }
        }
        #expect(named.count > 40, "ARCHITECTURE.md names only \(named.count) files")
        for path in named {
            // A folder (`Formats/CSV/`) exists when a file is in it.
            let exists = path.hasSuffix("/") ? files.contains { $0.hasPrefix(path) || $0.contains("/" + path) }
                : files.contains { $0 == path || $0.hasSuffix("/" + path) }
            #expect(exists, "ARCHITECTURE.md names \(path), which does not exist")
        }
    }

    /// The types and members ARCHITECTURE.md names in backquotes (`Planner.commit`,
    /// `ImportCommitter`, `TaskStore.insertImported(…)`) are declared somewhere in the
    /// sources, so the path it draws can be followed in the code. (A member is looked for by
    /// name, not on its type.)
    @Test func architectureNamesTypesAndMembersThatExist() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        var types: Set<String> = []
        var members: Set<String> = []
        for path in Self.files() where path.hasSuffix(".swift") {
            let source = (try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
            for line in source.split(separator: "\n") {
                let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                for (previous, word) in zip(words, words.dropFirst()) {
                    if ["struct", "class", "enum", "protocol", "actor", "typealias", "extension"].contains(previous) {
                        types.insert(String(word))
                    } else if ["func", "var", "let", "case"].contains(previous) {
                        members.insert(String(word))
                    }
                }
                // Every name of `case create, complete, edit` (and more, which does no harm).
                if words.contains("case") { members.formUnion(words.map(String.init)) }
            }
        }
        // Modules and an HTTP header, not types.
        let notTypes: Set<String> = ["TaskDraftKit", "TaskDraftParser", "TaskDraftHTTP", "TaskDraftModels", "TaskDraftMCP",
                                     "TaskDraftSync", "TaskDraftSystem", "TaskDraftCLI", "CSQLite", "CCurl", "Authorization"]
        // A capitalised name with a lower-case letter (not `SELECT`), maybe `.member` and arguments.
        let reference = try Regex(#"^([A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*)(?:\.([a-z][A-Za-z0-9_]*))?(?:\(.*\))?$"#)
        var checked = 0
        for piece in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where piece.offset % 2 == 1 {
            guard ![".swift", ".py", ".md", ".sh"].contains(where: piece.element.hasSuffix),
                  let match = try reference.wholeMatch(in: String(piece.element)),
                  let type = match.output[1].substring.map(String.init), !notTypes.contains(type) else { continue }
            checked += 1
            // Asked outside #expect, which would print the whole set.
            let typeExists = types.contains(type)
            #expect(typeExists, "ARCHITECTURE.md names `\(piece.element)`, but no type \(type) is declared")
            if let member = match.output[2].substring.map(String.init), member != "deinit" {
                let memberExists = members.contains(member)
                #expect(memberExists, "ARCHITECTURE.md names `\(piece.element)`, but nothing is called \(member)")
            }
        }
        #expect(checked > 100, "ARCHITECTURE.md names only \(checked) types and members")
    }
}
