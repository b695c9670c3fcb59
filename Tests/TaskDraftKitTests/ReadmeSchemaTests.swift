import Foundation
import Testing
@testable import TaskDraftKit

/// The README documents the schema for people who query it with sqlite3; this keeps the two
/// in step.
@Suite struct ReadmeSchemaTests {
    @Test func everyTableIsDocumented() throws {
        let readme = try String(contentsOfFile: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md").path, encoding: .utf8)
        let schema = try #require(readme.components(separatedBy: "## Schema").last?.components(separatedBy: "\n## ").first)
        let t = try TemporaryStore()
        let tables = try t.store.db.rows("""
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'tasks_fts_%'
            """) { $0.string(0) }
        #expect(tables.count >= 8)
        // A new step changes what people find in the file; the section says what it added.
        let newest = try #require(Migrations.steps.last).name
        #expect(schema.contains("`\(newest)`"), "README's Schema section does not mention migration \(newest)")
        for table in tables {
            #expect(schema.contains("`\(table)`"), "README's Schema section does not mention table \(table)")
            let columns = try t.store.db.rows("SELECT name FROM pragma_table_info(?)", [.text(table)]) { $0.string(0) }
            for column in columns where table != "tasks_fts" {
                #expect(schema.contains(column), "README's Schema section does not mention \(table).\(column)")
            }
        }
    }
}
