import Foundation
import Testing

/// `edit --status done` and `modify status:done` on a repeating task, through the real binary:
/// the same next occurrence `done` makes, printed the way `done` prints it.
@Suite struct EditToDoneCommandTests {
    private func lines(_ result: TaskDraftBinary.Result) -> [String] {
        result.stdout.split(separator: "\n").map(String.init)
    }

    private func pendingTitles(_ td: TaskDraftBinary) throws -> [String] {
        (try td.json(["list", "--json"]) as! [[String: Any]]).map { "\($0["id"]!) \($0["due_date"]!)" }
    }

    @Test func editAndModifyToDoneGiveTheNextOccurrenceDoneGives() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Water the plants every monday", "--yes"])
        let done = try td.run(["done", "1", "--yes"])
        #expect(lines(done).count == 2 && lines(done)[1].hasPrefix("Next occurrence: 2 "))
        try td.run(["undo", "--yes"])

        let edited = try td.run(["edit", "1", "--status", "done", "--yes"])
        #expect(edited.status == 0)
        #expect(lines(edited) == [lines(done)[0].replacingOccurrences(of: "Completed", with: "Changed"), lines(done)[1]])
        #expect(try pendingTitles(td) == ["2 2026-12-14"])

        // Undo of the edit takes the next occurrence away, as undo of `done` does.
        try td.run(["undo", "--yes"])
        #expect(try pendingTitles(td) == ["1 2026-12-07"])
        #expect((try td.json(["list", "status:all", "--json"]) as! [[String: Any]]).count == 1)

        let byDone = try td.json(["done", "1", "--yes", "--json"]) as! [String: Any]
        try td.run(["undo", "--yes"])
        let byModify = try td.json(["1", "modify", "status:done", "--yes", "--json"]) as! [String: Any]
        #expect(byModify["result"] as? String == "edited")
        let next = try #require(byModify["next"] as? [String: Any])
        #expect(next["uuid"] as? String == (byDone["next"] as? [String: Any])?["uuid"] as? String)
        #expect(next["due_date"] as? String == "2026-12-14" && next["status"] as? String == "pending")

        // Marked done again, or another field of the done task changed: no second occurrence.
        let again = try td.run(["modify", "1", "status:completed", "--yes"])
        #expect(lines(again).count == 1 && lines(again)[0].hasPrefix("Unchanged: "))
        let renamed = try td.json(["edit", "1", "--title", "Water the ferns", "--yes", "--json"]) as! [String: Any]
        #expect(renamed["result"] as? String == "edited" && renamed["next"] is NSNull)
        #expect((try td.json(["list", "status:all", "--json"]) as! [[String: Any]]).count == 2)

        // Reopened, then marked done again: the same next occurrence.
        try td.run(["edit", "1", "--status", "pending", "--yes"])
        let redone = try td.json(["edit", "1", "--status", "done", "--yes", "--json"]) as! [String: Any]
        #expect((redone["next"] as? [String: Any])?["id"] as? Int == next["id"] as? Int)
        #expect((try td.json(["list", "status:all", "--json"]) as! [[String: Any]]).count == 2)
    }

    @Test func modifyNamesAStatusItCannotSet() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Water the plants every monday", "--yes"])
        let deleted = try td.run(["1", "modify", "status:deleted", "--yes"])
        #expect(deleted.status == 2 && deleted.stderr.contains("status 'deleted' is not done or pending"))
        let unknown = try td.run(["edit", "1", "--status", "finished", "--yes"])
        #expect(unknown.status == 2)
        #expect((try td.json(["show", "1", "--json"]) as! [String: Any])["title"] as? String == "Water the plants")
    }

    /// Import is not a way to complete: a record for a task already here leaves it as it is
    /// (re-runs commit nothing twice), and a done record of a series is history, whose next
    /// occurrence, if it had one, is a record of its own in the same file.
    @Test func importOfADoneRecurringRecordMakesNoNextOccurrence() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Water the plants every monday", "--yes"])
        let uuid = try #require((try td.json(["show", "1", "--json"]) as! [String: Any])["uuid"] as? String)
        let records = """
            {"uuid": "\(uuid)", "title": "Water the plants", "status": "done", "recurrence": "FREQ=WEEKLY;BYDAY=MO", "due_date": "2026-12-07"}
            {"title": "Feed the cat", "status": "done", "recurrence": "FREQ=DAILY", "due_date": "2026-12-01"}
            """
        #expect(try td.run(["import", "-", "--format", "jsonl", "--yes"], stdin: records).status == 0)
        let all = try td.json(["list", "status:all", "--json"]) as! [[String: Any]]
        #expect(all.map { "\($0["title"]!) \($0["status"]!)" }.sorted() == ["Feed the cat done", "Water the plants pending"])
    }
}
