import Foundation
import Testing

/// `export --format todoist` through the binary: the file imports back (known by its header, as
/// Todoist's own export is) as the same open tasks, tree and all, and exports the same bytes again.
@Suite struct TodoistRoundTripTests {
    static let seed = """
        {"uuid":"0b29777e-11fa-4e06-9aa0-a5623fc08f12","title":"Move the office","notes":"Two floors, one lift\\nand a ramp","annotations":[{"entry":"2026-12-01T10:15:00+03:00","text":"Called the landlord, \\"no answer\\""},{"entry":"2026-12-02T08:00:07+05:00","text":"Keys: two sets"}],"status":"pending","due":"2026-12-11T15:00:00+03:00","estimate":"PT6H","priority":"high","project":"Office","tags":["work","move"],"created":"2026-11-30T09:00:00+03:00","modified":"2026-12-01T10:30:00+03:00"}
        {"uuid":"e391ccc1-bb52-4ea5-a26b-8f39991562b8","title":"Pack the books","status":"pending","due_date":"2026-12-09","estimate":"PT1H30M","priority":"medium","project":"Office","parent":"0b29777e-11fa-4e06-9aa0-a5623fc08f12","created":"2026-11-30T09:01:00+03:00","modified":"2026-11-30T09:01:00+03:00"}
        {"uuid":"ed1b6075-821e-4835-9b05-124b86a00b2b","title":"Label the boxes","status":"pending","priority":"low","project":"Office","parent":"e391ccc1-bb52-4ea5-a26b-8f39991562b8","created":"2026-11-30T09:02:00+03:00","modified":"2026-11-30T09:02:00+03:00"}
        {"uuid":"3ca22810-5a3e-4a52-9a5e-12a4ba52a3b4","title":"Book flights","status":"done","created":"2026-10-01T08:00:00+03:00","modified":"2026-10-02T08:00:00+03:00","completed":"2026-10-02T08:00:00+03:00"}
        {"uuid":"6f9619ff-8b86-4011-b42d-00cf4fc964ff","title":"Call the Almaty office","status":"pending","due":"2026-12-05T09:30:00+05:00","created":"2026-11-30T09:03:00+03:00","modified":"2026-11-30T09:03:00+03:00"}
        {"uuid":"5d9dc9f8-1818-4811-892f-902bd23f0824","title":"Stand-up","status":"pending","due":"2026-12-07T10:00:00+03:00","recurrence":"FREQ=WEEKLY;BYDAY=MO,WE,FR","tags":["team"],"created":"2026-11-30T09:04:00+03:00","modified":"2026-11-30T09:04:00+03:00"}
        {"uuid":"6513270e-269e-4d37-b2a7-4de452e6b438","title":"Pay rent","status":"pending","due_date":"2027-01-01","recurrence":"FREQ=MONTHLY;BYMONTHDAY=1","project":"Home","created":"2026-11-30T09:05:00+03:00","modified":"2026-11-30T09:05:00+03:00"}

        """

    /// The open tasks of database `db`, by title.
    static func tasks(_ td: TaskDraftBinary, _ db: String) throws -> [String: [String: Any]] {
        let list = try td.json(["list", "--json", "--db", db]) as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: list.map { ($0["title"] as? String ?? "", $0) })
    }

    @Test func exportImportExportIsIdentical() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let seed = td.directory.appendingPathComponent("seed.jsonl").path
        try Self.seed.write(toFile: seed, atomically: true, encoding: .utf8)
        #expect(try td.run(["import", seed, "--yes"]).status == 0)
        let first = try td.run(["export", "--format", "todoist"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT\r\n"))
        #expect(!first.stdout.contains("Book flights"), "Todoist's CSV holds open tasks")
        let path = td.directory.appendingPathComponent("todoist.csv").path
        try first.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        let other = td.directory.appendingPathComponent("other.db").path
        let report = try td.json(["import", path, "--yes", "--db", other, "--json"]) as? [String: Any]
        #expect(report?["created"] as? Int == 6, "\(String(describing: report))")
        #expect(report?["kept"] as? Int == 0)
        #expect(report?["failed"] as? Int == 0)
        let second = try td.run(["export", "--format", "todoist", "--db", other])
        #expect(second.stdout == first.stdout)
        // The values, not only the bytes: the open tasks' task JSON agrees on every field Todoist holds.
        let before = try Self.tasks(td, td.databasePath), after = try Self.tasks(td, other)
        #expect(Set(after.keys) == Set(before.keys))
        for (title, task) in before {
            // Each note with the moment it was written (a dictionary's description has no fixed order).
            func notes(_ task: [String: Any]?) -> [String]? {
                (task?["annotations"] as? [[String: Any]])?.map { "\($0["entry"] ?? "") \($0["text"] ?? "")" }
            }
            #expect(notes(after[title]) == notes(task), "\(title).annotations")
            #expect(title != "Move the office" || notes(task)?.count == 3)
            for key in ["due", "due_date", "priority", "project", "tags", "recurrence", "estimate"] {
                #expect(String(describing: after[title]?[key]) == String(describing: task[key]), "\(title).\(key)")
            }
            let parentTitle = (task["parent"] as? String).flatMap { uid in before.values.first { $0["uuid"] as? String == uid }?["title"] as? String }
            let afterParent = (after[title]?["parent"] as? String).flatMap { uid in after.values.first { $0["uuid"] as? String == uid }?["title"] as? String }
            #expect(afterParent == parentTitle, "\(title).parent")
        }
    }
    /// Titles that hold words a sentence would read as a date, a repeat, a priority or a tag, a
    /// lowercase title and a tag with "ё": CONTENT is read back as the title it was, and only DATE
    /// says the due, so each task comes back as it went, where CONTENT and DATE were drafted
    /// together and "in 2 days" moved a due of 20 December to 4 December.
    @Test func titlesThatReadAsFieldsComeBackAsWritten() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let seed = td.directory.appendingPathComponent("seed.jsonl").path
        try """
            {"title":"Buy foo@bar.com p1 in 2 days","due":"2026-12-20T10:00:00+03:00"}
            {"title":"Read chapter 5 tomorrow !high #home","tags":["book"]}
            {"title":"Meeting every monday notes","priority":"low"}
            {"title":"Оплатить счёт проект:дом","due_date":"2026-12-10","recurrence":"FREQ=MONTHLY;BYMONTHDAY=10","tags":["ёлка"]}
            {"title":"buy milk","due_date":"2026-12-04"}

            """.write(toFile: seed, atomically: true, encoding: .utf8)
        #expect(try td.run(["import", seed, "--yes"]).status == 0)
        let csv = td.directory.appendingPathComponent("todoist.csv").path
        #expect(try td.run(["export", "--format", "todoist", "-o", csv]).status == 0)
        let other = td.directory.appendingPathComponent("other.db").path
        let report = try td.json(["import", csv, "--yes", "--db", other, "--json"]) as? [String: Any]
        #expect(report?["created"] as? Int == 5 && report?["kept"] as? Int == 0, "\(String(describing: report))")
        let before = try Self.tasks(td, td.databasePath), after = try Self.tasks(td, other)
        #expect(Set(after.keys) == Set(before.keys))
        for (title, task) in before {
            for key in ["due", "due_date", "priority", "tags", "recurrence", "annotations"] {
                #expect(String(describing: after[title]?[key]) == String(describing: task[key]), "\(title).\(key)")
            }
        }
    }
}
