@testable import TaskDraftKit

extension TemporaryStore {
    /// A file as an older taskdraft left it: the first `steps` migration steps alone, with their
    /// bookkeeping, so opening it as a `TaskStore` runs every later step.
    static func database(afterSteps steps: Int, at path: String) throws -> SQLiteConnection {
        let old = try SQLiteConnection(path: path)
        try old.executeScript("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)")
        for (index, step) in Migrations.steps.prefix(steps).enumerated() {
            try old.write { () throws(StoreError) in
                if !step.edits.isEmpty { try SchemaTextEdit.apply(step.edits, in: old) }
                try old.executeScript(step.sql)
                try old.execute("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)", [.text(step.name), .int(0)])
                try old.executeScript("PRAGMA user_version = \(index + 1)")
            }
        }
        return old
    }
}
