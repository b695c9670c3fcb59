import Foundation
import Testing
import TaskDraftKit

/// Inputs a stranger shapes that once reached a trap or a silent loss on the import's write
/// path: the spool (`--strict`, a person's confirmation) and the store's insert. Each ends in
/// the records imported whole, or in an error that names what failed; never in a signal.
@Suite struct ImportHostileInputTests {
    /// A Taskwarrior record under the megabyte a record may take, whose annotations are
    /// backspaces written `\b`: spooled, each is written back `\u0008`, three times as long,
    /// so the record's spool entry passes the megabyte. It was a line the spool's reader
    /// could not take, read as the end: `--strict` imported nothing and said it succeeded.
    @Test func aRecordLongerOnceSpooledIsImportedWhole() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let backspaces = String(repeating: "\\b", count: 90_000)
        let annotations = (0..<4).map { _ in "{\"entry\":\"20261201T100000Z\",\"description\":\"\(backspaces)\"}" }
        let json = "[{\"uuid\":\"11111111-1111-4111-8111-111111111111\",\"description\":\"First\",\"status\":\"pending\","
            + "\"entry\":\"20261201T100000Z\",\"annotations\":[" + annotations.joined(separator: ",") + "]},\n"
            + "{\"uuid\":\"22222222-2222-4222-8222-222222222222\",\"description\":\"Second\",\"status\":\"pending\","
            + "\"entry\":\"20261201T100000Z\"}]\n"
        #expect(json.utf8.count < 1 << 20, "the record must be one the reader accepts")
        let path = try td.writeFile("tw.json", json)
        let result = try td.run(["import", path, "--format", "taskwarrior", "--strict", "--yes", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try td.rowCount() == 2)
        #expect(try td.rowCount("SELECT count(*) FROM task_annotations a JOIN tasks t ON t.id = a.task_id WHERE t.title = 'First'") == 4)
        #expect(try td.rowCount("SELECT min(length(text)) FROM task_annotations") == 90_000)
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(report?["created"] as? Int == 2)
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
        let path = try td.writeFile("tasks.jsonl", lines.joined(separator: "\n") + "\n")
        let result = try td.run(["import", path, "--yes"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("a rule of this database other than the key's and the UUID's refused an imported task"),
                "\(result.stderr)")
        #expect(try td.rowCount() == 1, "the import's transaction is rolled back")
        let russian = try td.run(["import", path, "--yes"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.status == 1)
        #expect(russian.stderr.contains("импортируемую задачу отклонило правило этой базы"), "\(russian.stderr)")
    }
}
