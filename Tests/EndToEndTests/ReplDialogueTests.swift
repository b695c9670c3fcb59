import Foundation
import Testing

/// The REPL driven over stdin, as a person would type: commit, refine, edit, drop, /list,
/// references to listed rows, /undo.
@Suite struct ReplDialogueTests {
    @Test func commitsRefinesEditsAndDrops() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let dialogue = [
            "Submit the weekly report tomorrow at 15:00 #finance !high",
            "make it friday",   // refinement: the day changes, the time stays
            "y",
            "Buy milk",
            "n",                // dropped
            "Call mom",
            "e",                // edit field by field; empty keeps the current value
            "Call mom and dad", "saturday 12:00", "", "family", "",
            "",                 // Enter commits
            "/quit",
        ].joined(separator: "\n") + "\n"
        let result = try td.run(["repl"], stdin: dialogue)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Created 1 \"Submit the weekly report\" (due Fri 4 Dec 2026 15:00 (+03:00))"))
        #expect(result.stdout.contains("Dropped."))
        #expect(result.stdout.contains("Created 2 \"Call mom and dad\" (due Sat 5 Dec 2026 12:00 (+03:00))"))

        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["title"] as? String } == ["Submit the weekly report", "Call mom and dad"])
        #expect(tasks[0]["priority"] as? String == "high")
        #expect(tasks[1]["tags"] as? [String] == ["family"])

        let transcript = try td.json(["transcript", "--json"]) as! [String: Any]
        let entries = transcript["entries"] as! [[String: Any]]
        let decisions = entries.filter { $0["kind"] as? String == "decision" }
            .map { ($0["content"] as! [String: Any])["decision"] as! String }
        #expect(decisions == ["refine", "commit", "drop", "edit", "commit"])
        let outputs = entries.filter { $0["kind"] as? String == "tool_output" }
        #expect(outputs.count == 2)
    }

    @Test func listedRowsCanBeReferredToByOrdinalOrHash() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "First thing today 11:00", "--yes"])
        try td.run(["add", "Second thing today 12:00", "--yes"])
        try td.run(["add", "Third thing today 13:00", "--yes"])
        let dialogue = ["/list", "done the second", "make the first one urgent", "удали третью", "да", "/undo", "/quit"]
            .joined(separator: "\n") + "\n"
        let result = try td.run(["repl"], stdin: dialogue)
        #expect(result.status == 0)
        #expect(result.stdout.contains("Completed 2 \"Second thing\""))
        #expect(result.stdout.contains("Changed 1 \"First thing\""))
        #expect(result.stdout.contains("Deleted 3 \"Third thing\""))
        #expect(result.stdout.contains("Undone: deleted 3"))
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["id"] as? Int } == [1, 3])
        #expect(tasks[0]["priority"] as? String == "high")
    }
}
