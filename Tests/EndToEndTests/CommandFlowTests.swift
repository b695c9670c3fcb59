import Foundation
import Testing

/// The user-visible loop through the real binary: add → list → done → undo → delete.
@Suite struct CommandFlowTests {
    @Test func addListDoneUndoDelete() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }

        let added = try td.json(["add", "Submit the weekly report tomorrow at 15:00 #finance !high", "--yes", "--json"]) as! [String: Any]
        #expect(added["result"] as? String == "created")
        let task = added["task"] as! [String: Any]
        #expect(task["title"] as? String == "Submit the weekly report")
        #expect(task["due"] as? String == "2026-12-03T15:00:00+03:00")
        #expect(task["priority"] as? String == "high")
        #expect(task["tags"] as? [String] == ["finance"])
        let id = task["id"] as! Int

        try td.run(["add", "Позвонить Анне завтра в 10:00", "--yes"])
        let listed = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(listed.map { $0["title"] as? String } == ["Позвонить Анне", "Submit the weekly report"])

        let done = try td.json(["done", String(id), "--yes", "--json"]) as! [String: Any]
        #expect(done["result"] as? String == "completed")
        #expect((try td.json(["list", "--json"]) as! [Any]).count == 1)

        let undone = try td.json(["undo", "--yes", "--json"]) as! [String: Any]
        #expect(undone["result"] as? String == "undone")
        #expect((try td.json(["list", "--json"]) as! [Any]).count == 2)

        let deleted = try td.json(["delete", String(id), "--yes", "--json"]) as! [String: Any]
        #expect(deleted["result"] as? String == "deleted")
        let after = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(after.map { $0["title"] as? String } == ["Позвонить Анне"])
        let all = try td.json(["list", "status:all", "--json"]) as! [[String: Any]]
        #expect(all.count == 2)
    }

    @Test func deleteWithoutYesOffTerminalExits3AndKeepsTheTask() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Keep me", "--yes"])
        let result = try td.run(["delete", "1"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("delete needs confirmation"))
        #expect(result.stderr.contains("--yes"))
        let listed = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(listed.count == 1)
    }

    @Test func addWithoutYesOffTerminalExits3AndWritesNothing() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["add", "Write the spec tomorrow"])
        #expect(result.status == 3)
        #expect(result.stderr.contains("Draft  Write the spec"))
        #expect((try td.json(["list", "--json"]) as! [Any]).isEmpty)
    }

    @Test func idempotencyKeyNeverDuplicates() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let first = try td.json(["add", "Pay rent", "--key", "rent-2026-12", "--yes", "--json"]) as! [String: Any]
        let second = try td.json(["add", "Pay rent", "--key", "rent-2026-12", "--yes", "--json"]) as! [String: Any]
        #expect(first["result"] as? String == "created")
        #expect(second["result"] as? String == "already_done")
        #expect((first["task"] as! [String: Any])["id"] as? Int == (second["task"] as! [String: Any])["id"] as? Int)
        #expect((try td.json(["list", "--json"]) as! [Any]).count == 1)
    }

    @Test func transcriptHoldsTheCommitResultAsToolOutput() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Book the venue friday", "--yes"])
        let transcript = try td.json(["transcript", "--json"]) as! [String: Any]
        let entries = transcript["entries"] as! [[String: Any]]
        #expect(entries.map { $0["kind"] as? String } == ["prompt", "draft", "decision", "tool_output"])
        let output = entries.last!["content"] as! [String: Any]
        #expect(output["tool"] as? String == "create_task")
        let result = output["output"] as! [String: Any]
        #expect(result["result"] as? String == "created")
        #expect((result["task"] as! [String: Any])["title"] as? String == "Book the venue")
    }

    @Test func recurringTaskCompletionCreatesTheNextOccurrence() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Weekly sync friday 11:00", "--yes"])
        try td.run(["edit", "1", "--recur", "FREQ=WEEKLY;BYDAY=FR", "--yes"])
        let done = try td.json(["done", "1", "--yes", "--json"]) as! [String: Any]
        let next = done["next"] as! [String: Any]
        #expect(next["due"] as? String == "2026-12-11T11:00:00+03:00")
        #expect(next["recurrence"] as? String == "FREQ=WEEKLY;BYDAY=FR")
    }

    @Test func editPatchesOnlyNamedFields() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Draft the plan tomorrow #work", "--yes"])
        let edited = try td.json(["edit", "1", "--priority", "high", "--tag", "q4", "--yes", "--json"]) as! [String: Any]
        let task = edited["task"] as! [String: Any]
        #expect(task["priority"] as? String == "high")
        #expect(task["tags"] as? [String] == ["work", "q4"])
        #expect(task["due_date"] as? String == "2026-12-03")
        #expect(task["title"] as? String == "Draft the plan")
        let empty = try td.run(["edit", "1", "--title", "  ", "--yes"])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("title is empty"))
    }

    /// A date that does not exist is a usage error for `add` and `edit` (nothing written) and a
    /// warning in `draft`; it never turns into another date.
    @Test func anImpossibleDateIsRefusedByAddAndEditAndWarnedByDraft() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for text in ["pay rent due:99999-01-01", "pay rent due:0000-01-01", "pay rent on 2026-02-29"] {
            let added = try td.run(["add", "--yes", text])
            #expect(added.status == 2, "\(text): \(added.stdout)")
            #expect(added.stderr.contains("is not a date in the calendar"), "\(added.stderr)")
            let draft = try #require(try td.json(["draft", "--json", text]) as? [String: Any])
            #expect(draft["due_date"] is NSNull && draft["due"] is NSNull, "\(text): \(draft)")
            #expect((draft["warnings"] as? [String])?.contains { $0.contains("is not a date in the calendar") } == true)
        }
        #expect((try td.json(["list", "--json", "--all"]) as? [Any])?.isEmpty == true)
        try td.run(["add", "Draft the plan tomorrow", "--yes"])
        let edited = try td.run(["edit", "1", "--due", "2026-02-29", "--yes"])
        #expect(edited.status == 2)
        #expect(edited.stderr.contains("is not a date in the calendar"))
        let task = try #require((try td.json(["list", "--json", "--all"]) as? [[String: Any]])?.first)
        #expect(task["due_date"] as? String == "2026-12-03")
    }
}
