import Foundation
import Testing
import TaskDraftKit

/// Inputs a stranger shapes that once reached a trap or a silent loss on the import's write
/// path: the spool (`--strict`, a person's confirmation) and the store's insert. Each ends in
/// the records imported whole, or in an error that names what failed; never in a signal.
@Suite struct ImportHostileInputTests {
    func write(_ td: TaskDraftBinary, _ name: String, _ text: String) throws -> String {
        let path = td.directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func count(_ td: TaskDraftBinary, _ sql: String = "SELECT count(*) FROM tasks") throws -> Int {
        let db = try SQLiteConnection(path: td.databasePath, create: false)
        return Int(try db.first(sql) { $0.int(0) } ?? -1)
    }

    /// A database file with a rule taskdraft does not make (a UNIQUE index on titles): an
    /// imported task it refuses inserts nothing, and no task holds its key or UUID. That was a
    /// precondition failure; it is a store error, the import's transaction rolled back. Two
    /// records go through the one-row insert, forty through the 32-row one.
    @Test(arguments: [2, 40])
    func aDatabaseRefusingAnImportedTaskFailsTheImportWithoutATrap(records: Int) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "--yes", "Existing task"])
        let db = try SQLiteConnection(path: td.databasePath, create: false)
        try db.execute("CREATE UNIQUE INDEX crafted_unique_title ON tasks (title)")
        // Records 1 and 2 differ (their keys do) but share a title.
        let lines = (1...records).map { n in
            "{\"title\":\"\(n <= 2 ? "Same title" : "Record \(n)")\",\"notes\":\"record \(n)\"}"
        }
        let path = try write(td, "tasks.jsonl", lines.joined(separator: "\n") + "\n")
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("a rule of this database other than the key's and the UUID's refused an imported task"),
                "\(result.stderr)")
        #expect(try count(td) == 1, "the import's transaction is rolled back")
        let russian = try td.run(["import", path, "--yes"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.status == 1)
        #expect(russian.stderr.contains("импортируемую задачу отклонило правило этой базы"), "\(russian.stderr)")
    }
}
