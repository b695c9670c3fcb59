import Foundation
import Testing

/// The habits people bring from Taskwarrior and Todoist, through the real binary.
@Suite struct TaskwarriorHabitsTests {
    private func titles(_ td: TaskDraftBinary, _ arguments: [String]) throws -> [String] {
        (try td.json(arguments + ["--json"]) as! [[String: Any]]).map { $0["title"] as! String }
    }

    private func task(_ td: TaskDraftBinary, _ id: Int) throws -> [String: Any] {
        try td.json(["show", String(id), "--json"]) as! [String: Any]
    }

    @Test func aliasesRunTheirCommands() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Water the plants", "--yes"])
        try td.run(["add", "Pay rent", "--yes"])
        #expect(try titles(td, ["ls"]) == ["Water the plants", "Pay rent"])
        #expect(try titles(td, ["next"]).count == 2)
        try td.run(["complete", "1", "--yes"])
        try td.run(["rm", "2", "--yes"])
        #expect(try titles(td, ["list"]).isEmpty)
        #expect(try td.run(["help", "rm"]).stdout.contains("Delete a task"))
        #expect(try td.run(["info", "1"]).stdout.contains("Water the plants"))
    }

    @Test func idFirstGrammarMovesTheIDsAfterTheCommand() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for title in ["One", "Two", "Three"] { try td.run(["add", title, "--yes"]) }
        try td.run(["1,2", "done", "--yes"])
        #expect(try titles(td, ["list"]) == ["Three"])
        try td.run(["3", "modify", "due:2026-12-15", "priority:H", "+work", "--yes"])
        let three = try task(td, 3)
        #expect(three["due_date"] as? String == "2026-12-15")
        #expect(three["priority"] as? String == "high")
        #expect(three["tags"] as? [String] == ["work"])
        // A number followed by something that is not an id command stays an error, not a guess.
        #expect(try td.run(["3", "frobnicate"]).status == 2)
    }

    @Test func modifyReadsAttributesTagsAndATitle() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Call Bob #someday", "--yes"])
        try td.run(["modify", "1", "-someday", "+calls", "project:Home", "recur:every friday", "Call", "Robert", "--yes"])
        let one = try task(td, 1)
        #expect(one["title"] as? String == "Call Robert")
        #expect(one["tags"] as? [String] == ["calls"])
        #expect(one["project"] as? String == "Home")
        #expect(one["recurrence"] as? String == "FREQ=WEEKLY;BYDAY=FR")
        try td.run(["modify", "1", "project:", "recur:none", "--yes"])
        let cleared = try task(td, 1)
        #expect(cleared["project"] is NSNull)
        #expect(cleared["recurrence"] is NSNull)
        let bad = try td.run(["modify", "1", "priority:urgentish", "--yes"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("priority 'urgentish'"))
    }

    @Test func editRecurReadsWordsInEveryLanguage() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Stand-up", "--yes"])
        for (words, rule) in [("weekly", "FREQ=WEEKLY"), ("every friday", "FREQ=WEEKLY;BYDAY=FR"),
                              ("каждую пятницу", "FREQ=WEEKLY;BYDAY=FR"), ("FREQ=MONTHLY;BYMONTHDAY=1", "FREQ=MONTHLY;BYMONTHDAY=1")] {
            try td.run(["edit", "1", "--recur", words, "--yes"])
            #expect(try task(td, 1)["recurrence"] as? String == rule, "\(words)")
        }
        let bad = try td.run(["edit", "1", "--recur", "blursday", "--yes"])
        #expect(bad.status == 2)
        #expect(try task(td, 1)["recurrence"] as? String == "FREQ=MONTHLY;BYMONTHDAY=1")
    }

    @Test func filtersExcludeTagsCompareDeadlinesAndIgnoreProjectCase() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Report for Альфа project:Альфа.Q4 tomorrow", "--yes"])  // Thu 3 Dec
        try td.run(["add", "Call Bob friday #someday", "--yes"])                   // Fri 4 Dec
        try td.run(["add", "Plan the week project:home next monday", "--yes"])     // Mon 7 Dec
        #expect(try titles(td, ["list", "-someday"]) == ["Report for Альфа", "Plan the week"])
        #expect(try titles(td, ["list", "project:альфа"]) == ["Report for Альфа"])
        #expect(try titles(td, ["list", "project:HOME"]) == ["Plan the week"])
        #expect(try titles(td, ["list", "project:nothing"]).isEmpty)
        #expect(try titles(td, ["list", "due.before:friday"]) == ["Report for Альфа"])
        #expect(try titles(td, ["list", "due.after:friday"]) == ["Call Bob", "Plan the week"])
        #expect(try titles(td, ["list", "due.after:2026-12-05", "due.before:2026-12-08"]) == ["Plan the week"])
        #expect(try td.run(["list", "due.before:blursday"]).status == 2)
        // `-a` is still --all, not a tag called "a".
        #expect(try td.run(["list", "-a"]).status == 0)
    }

    @Test func todoistHabitsInSentences() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let drafts = try td.run(["draft", "Buy milk and eggs tonight @errands p1", "--json"]).stdout
        let draft = try JSONSerialization.jsonObject(with: Data(drafts.utf8)) as! [String: Any]
        #expect(draft["title"] as? String == "Buy milk and eggs")
        #expect(draft["tags"] as? [String] == ["errands"])
        #expect(draft["priority"] as? String == "high")
        let low = try JSONSerialization.jsonObject(with: Data(try td.run(["draft", "Sort photos p3", "--json"]).stdout.utf8)) as! [String: Any]
        #expect(low["priority"] as? String == "low")
        #expect(low["title"] as? String == "Sort photos")
        // p4 is Todoist's "no priority".
        let plain = try JSONSerialization.jsonObject(with: Data(try td.run(["draft", "Sort photos p4", "--json"]).stdout.utf8)) as! [String: Any]
        #expect(plain["priority"] as? String == "none")
        #expect(plain["title"] as? String == "Sort photos")
        // An e-mail address is not a label.
        let mail = try JSONSerialization.jsonObject(with: Data(try td.run(["draft", "Write to ann@example.com", "--json"]).stdout.utf8)) as! [String: Any]
        #expect(mail["tags"] as? [String] == [])
    }

    /// A `NAME:VALUE` word whose name is no attribute is a mistake pointed out, in the
    /// person's language, not words put into the title; a URI, a time or "Re:" still are words.
    /// Taskwarrior writes every date as a UTC stamp: imported, a due keeps its instant, shown in
    /// the person's zone (13:00Z is 16:00 in Moscow), and a stamp at the person's midnight is the
    /// whole day Taskwarrior shows for a date without a time.
    @Test func taskwarriorsUTCStampsKeepTheirInstant() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let export = """
            [{"uuid":"3f0c0000-0000-4000-8000-000000000001","description":"Call Warsaw","status":"pending","entry":"20261201T090000Z","due":"20261203T130000Z","scheduled":"20261202T224500Z"},
            {"uuid":"3f0c0000-0000-4000-8000-000000000002","description":"Pay the rent","status":"pending","entry":"20261201T090000Z","due":"20261204T210000Z"}]
            """
        let imported = try td.run(["import", "-", "--format", "taskwarrior", "--yes"], stdin: export)
        #expect(imported.status == 0, "\(imported.stderr)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        let byTitle = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0) })
        #expect(byTitle["Call Warsaw"]?["due"] as? String == "2026-12-03T16:00:00+03:00")
        #expect(byTitle["Call Warsaw"]?["start"] as? String == "2026-12-03T01:45:00+03:00")
        #expect(byTitle["Pay the rent"]?["due_date"] as? String == "2026-12-05")
    }

    @Test func modifyRefusesAnAttributeItDoesNotKnow() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Draft the memo", "--yes"])
        let prio = try td.run(["modify", "1", "prio:H", "--yes"])
        #expect(prio.status == 2)
        #expect(prio.stderr.contains("unknown attribute 'prio' — did you mean 'priority'?"), "\(prio.stderr)")
        for (words, language, said) in [
            (["blocking:1"], "en_US.UTF-8", "unknown attribute 'blocking'"),
            (["projetc:Home"], "ru_RU.UTF-8", "неизвестный атрибут «projetc» — может быть, «project»?"),
            (["prio:H"], "pl_PL.UTF-8", "nieznany atrybut „prio” — czy chodziło o „priority”?"),
            (["Call", "Anna", "until:mon"], "pl_PL.UTF-8", "nieznany atrybut „until”"),
        ] {
            let refused = try td.run(["modify", "1"] + words + ["--yes"], extraEnvironment: ["LANG": language])
            #expect(refused.status == 2, "\(words)")
            #expect(refused.stderr.contains(said), "\(words): \(refused.stderr)")
        }
        let unchanged = try task(td, 1)
        #expect(unchanged["title"] as? String == "Draft the memo")
        #expect(unchanged["priority"] as? String == "none")

        try td.run(["modify", "1", "Write", "to", "mailto:ann@example.com", "Re:", "budget", "at", "10:30", "--yes"])
        #expect(try task(td, 1)["title"] as? String == "Write to mailto:ann@example.com Re: budget at 10:30")

        let edit = try td.run(["edit", "1", "--prio", "H", "--yes"])
        #expect(edit.status == 2)
        #expect(edit.stderr.contains("unknown option '--prio'; did you mean '--priority'?"), "\(edit.stderr)")
    }
}
