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
            "Call mom and dad", "saturday 12:00", "", "", "", "family", "", "", "", "",
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

    @Test func editRefusesWhatAFieldCannotHoldAndAsksAgain() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let dialogue = [
            "Call mom",
            "e",
            "",                                  // title kept
            "blursday", "saturday 12:00",        // due: refused, then a day
            "",                                  // wait: none
            "soon", "1h",                        // estimate: refused, then a length
            "purple", "urgent",                  // priority: refused, then words as the prompt reads them
            "family", "",
            "bring the photos",                  // notes
            "whenever", "every saturday",        // repeats: refused, then words
            "soonish", "an hour before",         // remind: refused, then words
            "",                                  // Enter commits
            "/quit",
        ].joined(separator: "\n") + "\n"
        let result = try td.run(["repl"], stdin: dialogue)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("'blursday' names no date or time"))
        #expect(result.stdout.contains("'purple' is not a priority; type none, low, medium or high"))
        #expect(result.stdout.contains("'soon' is not a length; type 2h, 30m, 1h30m or none"))
        #expect(result.stdout.contains("recurrence 'whenever' is neither words"))
        #expect(result.stdout.contains("repeats every Saturday"))
        #expect(result.stdout.contains("'soonish' is not a reminder"))
        #expect(result.stdout.contains("remind 1 h before"))
        #expect(result.stdout.contains("notes bring the photos"))
        #expect(result.stdout.contains("Created 1 \"Call mom\""))

        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.count == 1)
        #expect(tasks[0]["priority"] as? String == "high")
        #expect(tasks[0]["tags"] as? [String] == ["family"])
        #expect((tasks[0]["annotations"] as? [[String: Any]])?.map { $0["text"] as? String } == ["bring the photos"])
        #expect(tasks[0]["recurrence"] as? String == "FREQ=WEEKLY;BYDAY=SA")
        #expect(tasks[0]["due"] as? String == "2026-12-05T12:00:00+03:00")
        #expect(tasks[0]["reminders"] as? [String] == ["-PT1H"])
        #expect(tasks[0]["estimate"] as? String == "PT1H" && tasks[0]["wait"] is NSNull && tasks[0]["wait_date"] is NSNull)
    }

    @Test func editKeepsOrClearsNotesAndRecurrence() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let dialogue = [
            "Pay the rent every month on the 1st",
            "e", "", "", "", "", "", "", "", "", "", "", // every field offered and kept, the rule shown in words
            "",
            "Pay the gym every month on the 1st",
            "e", "", "", "", "", "", "", "", "", "none", "", // the rule cleared, no reminder
            "",
            "/quit",
        ].joined(separator: "\n") + "\n"
        let result = try td.run(["repl"], stdin: dialogue)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("repeats every month on the 1st"))
        #expect(result.stdout.contains("[every month on the 1st]"))
        #expect(!result.stdout.contains("FREQ="))
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["title"] as? String } == ["Pay the rent", "Pay the gym"])
        #expect(tasks[0]["recurrence"] as? String == "FREQ=MONTHLY;BYMONTHDAY=1")
        #expect(tasks[1]["recurrence"] == nil || tasks[1]["recurrence"] is NSNull)
    }

    @Test func recurrenceReadsInTheSessionsLanguage() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let russian = ["LANG": "ru_RU.UTF-8"]
        let draft = try td.run(["repl"], stdin: "Оплатить интернет каждое 1 число\nда\n/quit\n", extraEnvironment: russian)
        #expect(draft.status == 0, "\(draft.stderr)")
        #expect(draft.stdout.contains("каждый месяц 1-го"))
        #expect(!draft.stdout.contains("FREQ="))

        let shownRussian = try td.run(["show", "1"], extraEnvironment: russian)
        #expect(shownRussian.stdout.contains("каждый месяц 1-го"))
        let shownEnglish = try td.run(["show", "1"])
        #expect(shownEnglish.stdout.contains("every month on the 1st"))
        #expect(!shownEnglish.stdout.contains("FREQ="))
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks[0]["recurrence"] as? String == "FREQ=MONTHLY;BYMONTHDAY=1")
    }

    @Test func refinementSaysWhatItChangedOrThatItDidNotUnderstand() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let dialogue = [
            "Submit the report friday 15:00",
            "thursday 11:00",
            "high priority",
            "flibbertigibbet",
            "y",
            "/quit",
        ].joined(separator: "\n") + "\n"
        let result = try td.run(["repl"], stdin: dialogue)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Changed: due Fri 4 Dec 15:00 → Thu 3 Dec 11:00"))
        #expect(result.stdout.contains("Changed: priority none → high"))
        #expect(!result.stdout.contains("nothing was left for a title"))  // about the refinement's words, not the draft
        #expect(result.stdout.contains("Did not understand \"flibbertigibbet\"; the draft is unchanged."))
        #expect(result.stdout.contains("Created 1 \"Submit the report\" (due Thu 3 Dec 2026 11:00 (+03:00))"))
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        #expect(tasks.map { $0["priority"] as? String } == ["high"])
    }
}

/// Each refinement the confirm step promises, typed at the REPL in English, and what it answers.
@Suite struct ReplRefinementTests {
    @Test func eachRefinementSaysWhatItChanged() throws {
        let td = try TaskDraftBinary(now: "2026-12-02T16:00:00+03:00")
        defer { td.remove() }
        let dialogue = [
            "Call Anna tomorrow at 15:00 #sales !high",
            "not urgent", "tag it work", "remove tag sales", "add note: bring the contract", "call it Call Anna Petrova",
            "no deadline", "at 5pm", "today at 15:00", "hmm",
            "",
            "/quit",
        ].joined(separator: "\n") + "\n"
        let result = try td.run(["repl"], stdin: dialogue)
        #expect(result.status == 0, "\(result.stderr)")
        let answers = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("Changed:") || $0.hasPrefix("Did not understand") || $0.hasPrefix("!") }
        #expect(answers == [
            "Changed: priority high → low",
            "Changed: tags + work",
            "Changed: tags − sales",
            "Changed: notes changed",
            "Changed: title \"Call Anna\" → \"Call Anna Petrova\"",
            "Changed: due Thu 3 Dec 15:00 → none",
            "Changed: due none → Wed 2 Dec 17:00",
            "Changed: due Wed 2 Dec 17:00 → Wed 2 Dec 15:00",
            "! 15:00 has passed today",
            "Did not understand \"hmm\"; the draft is unchanged.",
            "! 15:00 has passed today",   // the same card, shown again
        ])
        let task = try #require((try td.json(["list", "--json"]) as! [[String: Any]]).first)
        #expect(task["title"] as? String == "Call Anna Petrova")
        #expect(task["priority"] as? String == "low")
        #expect(task["tags"] as? [String] == ["work"])
        #expect((task["annotations"] as? [[String: Any]])?.map { $0["text"] as? String } == ["bring the contract"])
        #expect(task["due"] as? String == "2026-12-02T15:00:00+03:00")
    }
}
