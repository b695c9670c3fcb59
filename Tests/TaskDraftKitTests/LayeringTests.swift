import Foundation
import Testing

/// Transactions belong to the domain and the store (issue 11 §1): a surface that wrapped a
/// commit in a transaction of its own would take a refusal's audit row down with its
/// rollback. `TaskStore.db` is not public, so no target but the domain reaches SQLite; this
/// catches the part the compiler cannot, a surface calling `TaskStore.write`/`read` itself.
@Suite struct LayeringTests {
    /// Every target above the domain.
    static let surfaces = ["TaskDraftCLI", "TaskDraftMCP", "TaskDraftSync", "TaskDraftModels", "taskdraft"]

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
