import Foundation
import Testing
import TaskDraftKit

/// Export → import into an empty database → export again gives the same bytes, for every
/// format `import` reads; json, jsonl and csv also carry every field.
@Suite struct ExportRoundTripTests {
    /// Tasks with every field in use, statuses, offsets and awkward text.
    static let seed = """
        {"uuid":"0b29777e-11fa-4e06-9aa0-a5623fc08f12","title":"Сдать квартальный отчёт","notes":"line one\\nline \\"two\\", with a comma","status":"pending","due":"2026-12-03T15:00:00+03:00","priority":"high","project":"Q4 reports","tags":["finance","отчёты"],"recurrence":"FREQ=WEEKLY;BYDAY=MO","created":"2026-11-30T09:00:00+03:00","modified":"2026-12-01T10:30:00+03:00"}
        {"uuid":"e391ccc1-bb52-4ea5-a26b-8f39991562b8","title":"Book flights","status":"pending","due_date":"2026-12-04","priority":"low","tags":["travel"],"created":"2026-11-30T09:01:00+03:00","modified":"2026-11-30T09:01:00+03:00"}
        {"uuid":"ed1b6075-821e-4835-9b05-124b86a00b2b","title":"Pay rent","status":"done","due_date":"2026-12-01","priority":"normal","project":"home","recurrence":"FREQ=MONTHLY","created":"2026-11-01T08:00:00+03:00","modified":"2026-12-01T12:00:00+03:00","completed":"2026-12-01T12:00:00+03:00"}
        {"uuid":"3ca22810-5a3e-4a52-9a5e-12a4ba52a3b4","title":"Old idea","status":"deleted","created":"2026-10-01T08:00:00+03:00","modified":"2026-10-02T08:00:00+03:00"}
        {"uuid":"6f9619ff-8b86-4011-b42d-00cf4fc964ff","title":"Call the Almaty office","status":"pending","due":"2026-12-05T09:30:00+05:00","created":"2026-11-30T09:02:00+03:00","modified":"2026-11-30T09:02:00+03:00"}
        {"uuid":"5d9dc9f8-1818-4811-892f-902bd23f0824","title":"Stand-up","status":"pending","due":"2026-12-03T10:00:00+03:00","recurrence":"FREQ=DAILY","tags":["team"],"created":"2026-11-30T09:03:00+03:00","modified":"2026-11-30T09:03:00+03:00"}
        {"uuid":"6513270e-269e-4d37-b2a7-4de452e6b438","title":"Someday: learn Polish","status":"pending","created":"2026-11-30T09:04:00+03:00","modified":"2026-11-30T09:04:00+03:00"}

        """

    func seeded() throws -> TaskDraftBinary { try .seeded(with: Self.seed) }

    func export(_ td: TaskDraftBinary, _ format: String, db: String) throws -> String { try td.exportAll(format, db: db) }

    /// Exports `format` from `db`, imports that file into a new database, and returns its path.
    func roundTrip(_ td: TaskDraftBinary, _ format: String, file: String, from db: String, into name: String) throws -> String {
        let path = td.directory.appendingPathComponent(file).path
        try export(td, format, db: db).write(toFile: path, atomically: true, encoding: .utf8)
        let other = td.directory.appendingPathComponent(name).path
        // No --format: the name and the content say what the file is.
        let imported = try td.run(["import", path, "--yes", "--db", other])
        #expect(imported.status == 0, "\(imported.stderr)")
        return other
    }

    @Test(arguments: [("json", "export.json"), ("jsonl", "export.jsonl"), ("csv", "export.csv"),
                      ("taskwarrior", "taskwarrior.json")])
    func exportImportExportIsIdentical(format: String, file: String) throws {
        let td = try seeded()
        defer { td.remove() }
        let first = try export(td, format, db: td.databasePath)
        #expect(!first.isEmpty)
        let other = try roundTrip(td, format, file: file, from: td.databasePath, into: "other.db")
        let second = try export(td, format, db: other)
        #expect(second == first)
        if ["json", "jsonl", "csv"].contains(format) {
            // These carry everything: the second database holds the same tasks, field for field.
            #expect(try export(td, "json", db: other) == (try export(td, "json", db: td.databasePath)))
        }
    }

    /// todo.txt has no place for notes, a due time or a deleted task. What it holds survives
    /// line for line; only the order can change (two tasks due the same day, times dropped,
    /// sort by priority), and from the first import on it no longer changes.
    @Test func todoTxtKeepsEveryLineAndSettles() throws {
        let td = try seeded()
        defer { td.remove() }
        let first = try export(td, "todotxt", db: td.databasePath)
        let second = try export(td, "todotxt", db: try roundTrip(td, "todotxt", file: "todo.txt", from: td.databasePath, into: "b.db"))
        let third = try export(td, "todotxt", db: try roundTrip(td, "todotxt", file: "todo.txt",
                                                                 from: td.directory.appendingPathComponent("b.db").path, into: "c.db"))
        #expect(first.split(separator: "\n").sorted() == second.split(separator: "\n").sorted())
        #expect(first.split(separator: "\n").count == 6, "every task but the deleted one")
        #expect(third == second)
    }

    @Test func jsonExportIsTheListShapeWithoutLocalIDs() throws {
        let td = try seeded()
        defer { td.remove() }
        let exported = try JSONSerialization.jsonObject(with: Data(try export(td, "json", db: td.databasePath).utf8)) as! [[String: Any]]
        #expect(exported.count == 7)
        #expect(exported.allSatisfy { $0["id"] == nil && $0["uuid"] is String })
        let pending = try td.run(["export"])
        let defaultSet = try JSONSerialization.jsonObject(with: Data(pending.stdout.utf8)) as! [[String: Any]]
        #expect(defaultSet.count == 6, "pending and done by default, not deleted")
        let filtered = try td.run(["export", "+travel", "--format", "jsonl"])
        #expect(filtered.stdout.split(separator: "\n").count == 1)
    }

    @Test func icsIsFoldedCRLFAndHasEveryTask() throws {
        let td = try seeded()
        defer { td.remove() }
        let out = td.directory.appendingPathComponent("tasks.ics").path
        let result = try td.run(["export", "status:all", "-o", out])
        #expect(result.status == 0)
        #expect(result.stderr == "Exported 7 tasks to \(out).\n")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(text.components(separatedBy: "BEGIN:VTODO\r\n").count == 8)
        for line in text.components(separatedBy: "\r\n").dropLast() {
            #expect(line.utf8.count <= 75)
            #expect(!line.contains("\n"))
        }
        #expect(text.contains("DUE;TZID=Europe/Moscow:20261203T150000\r\n"))
        #expect(text.contains("DUE;VALUE=DATE:20261204\r\n"))
        #expect(text.contains("DUE:20261205T043000Z\r\n"))
        #expect(text.contains("UID:0b29777e-11fa-4e06-9aa0-a5623fc08f12\r\n"))
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Moscow\r\n"))
    }

    @Test func anExportThatCannotBeWrittenLeavesTheOldFile() throws {
        let td = try seeded()
        defer { td.remove() }
        let out = td.directory.appendingPathComponent("backup.json").path
        try "previous".write(toFile: out, atomically: true, encoding: .utf8)
        let result = try td.run(["export", "-o", td.directory.path])
        #expect(result.status == 1)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "previous")
        let ok = try td.run(["export", "-o", out])
        #expect(ok.status == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("[\n{\"uuid\":"))
    }
}
