import Foundation
import Testing
import TestPeers

/// How long a task takes: said in three languages (never a due time), set and cleared by
/// `modify`/`edit`, undone, shown, carried by Taskwarrior (a UDA, through the real `task`), a
/// Todoist CSV's DURATION and CalDAV. The clock is Wednesday 2 December 2026, Moscow.
@Suite struct EstimateTests {
    private func draft(_ td: TaskDraftBinary, _ words: String) throws -> [String: Any] {
        try td.json(["draft", words, "--json"]) as! [String: Any]
    }

    @Test func theEstimateIsReadInEveryLanguageAndIsNoDueTime() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        // The sentence: it was "Draft the memo, estimate, start" due Monday 02:00.
        let memo = try draft(td, "Draft the memo, estimate 2h, start Monday, due Friday")
        #expect(memo["title"] as? String == "Draft the memo")
        #expect(memo["estimate"] as? String == "PT2H")
        #expect(memo["start_date"] as? String == "2026-12-07" && memo["due_date"] as? String == "2026-12-11")
        #expect(memo["due"] is NSNull)
        for (words, title, estimate) in [
            ("Review the PR, 30 min", "Review the PR", "PT30M"),
            ("Call Anna for 30 minutes", "Call Anna", "PT30M"),
            ("Позвонить Анне на полчаса", "Позвонить Анне", "PT30M"),
            ("Отчёт займёт 2 часа", "Отчёт", "PT2H"),
            ("Raport ~2 godziny", "Raport", "PT2H"),
            ("Raport zajmie 2 godziny", "Raport", "PT2H"),
        ] {
            let d = try draft(td, words)
            #expect(d["title"] as? String == title, "\(words)")
            #expect(d["estimate"] as? String == estimate, "\(words)")
            #expect(d["due"] is NSNull && d["due_date"] is NSNull, "\(words)")
        }
        // A length from a moment stays a span; "in 30 min" a due.
        let span = try draft(td, "Дежурство с 14:00 на 2 часа")
        #expect(span["due"] as? String == "2026-12-02T16:00:00+03:00" && span["estimate"] is NSNull)
        let soon = try draft(td, "Read a book in 30 min")
        #expect(soon["due"] as? String == "2026-12-02T10:30:00+03:00" && soon["estimate"] is NSNull)
    }

    /// Taskwarrior's attributes inside the words of `add`: `estimate:`/`est:`, `scheduled:` and
    /// `wait:` are read as `modify` reads them; an estimate that is no length stays whole in the
    /// title, where the person sees it, never cut at its colon.
    @Test func attributesInTheWordsOfAdd() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let added = try td.json(["add", "Draft the memo estimate:90m scheduled:2026-12-07 wait:2026-12-05", "--json", "--yes"])
        let task = try #require((added as? [String: Any])?["task"] as? [String: Any])
        #expect(task["title"] as? String == "Draft the memo")
        #expect(task["estimate"] as? String == "PT1H30M")
        #expect(task["start_date"] as? String == "2026-12-07" && task["wait_date"] as? String == "2026-12-05")
        #expect(try draft(td, "Call Anna est:PT2H")["estimate"] as? String == "PT2H")
        // A value that is no length is refused as modify refuses it, never kept as title words.
        for words in ["Pay the rent estimate:-5h", "Pay the rent estimate:soon", "Pay the rent est:0m",
                      "Pay the rent estimate:99999d"] {
            let value = words.split(separator: ":").last.map(String.init) ?? ""
            for command in [["draft", words], ["add", words, "--yes"]] {
                let refused = try td.run(command)
                #expect(refused.status == 2, "\(command): \(refused.stdout)")
                #expect(refused.stderr.hasPrefix("taskdraft: error: estimate '\(value)' is not a length"), "\(command): \(refused.stderr)")
            }
        }
        #expect(try (td.json(["list", "--all", "--json"]) as! [[String: Any]]).count == 1, "no refused add was written")
    }

    @Test func modifyAndEditSetAndClearTheEstimateAndUndoRestoresIt() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Renew the passport", "--yes"])
        #expect(try td.run(["1", "modify", "estimate:90m", "--yes"]).status == 0)
        var task = try td.json(["show", "1", "--json"]) as! [String: Any]
        #expect(task["estimate"] as? String == "PT1H30M")
        #expect(try td.run(["show", "1"]).stdout.contains("Estimate   1 h 30 min"))
        #expect(try td.run(["show", "1"], extraEnvironment: ["LANG": "ru_RU.UTF-8"]).stdout.contains("Оценка     1 ч 30 мин"))
        #expect(try td.run(["edit", "1", "--estimate", "2h", "--yes"]).status == 0)
        task = try td.json(["show", "1", "--json"]) as! [String: Any]
        #expect(task["estimate"] as? String == "PT2H")
        #expect(try td.run(["modify", "1", "estimate:", "--yes"]).status == 0)
        task = try td.json(["show", "1", "--json"]) as! [String: Any]
        #expect(task["estimate"] is NSNull)
        #expect(try td.run(["undo", "--yes"]).status == 0)
        task = try td.json(["show", "1", "--json"]) as! [String: Any]
        #expect(task["estimate"] as? String == "PT2H")
        let bad = try td.run(["edit", "1", "--estimate", "soon", "--yes"])
        #expect(bad.status == 2, "\(bad.stderr)")
        #expect(bad.stderr.contains("soon"), "\(bad.stderr)")
    }

    /// export → the real `task import` → `task export` → import: a UDA `estimate` holding ISO
    /// 8601, kept by Taskwarrior without any configuration, and the same estimate at the end.
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func taskwarriorCarriesTheEstimate() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Draft the memo, estimate 2h", "--yes"])
        try td.run(["add", "Call Anna", "--yes"])
        let exported = try td.run(["export", "--format", "taskwarrior"])
        let roundTrip = try td.throughTaskwarrior(exported.stdout)
        #expect(roundTrip.status == 0, "\(roundTrip.stderr)")
        let tw = try JSONSerialization.jsonObject(with: Data(roundTrip.stdout.utf8)) as! [[String: Any]]
        let byTitle = Dictionary(uniqueKeysWithValues: tw.map { ($0["description"] as! String, $0) })
        #expect(byTitle["Draft the memo"]?["estimate"] as? String == "PT2H")
        #expect(byTitle["Call Anna"]?["estimate"] == nil)

        let restored = td.directory.appendingPathComponent("restored.db").path
        let imported = try td.run(["import", "-", "--format", "taskwarrior", "--yes", "--json", "--db", restored], stdin: roundTrip.stdout)
        #expect(imported.status == 0, "\(imported.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as! [String: Any]
        #expect(report["kept"] as? Int == 0, "\(report)")
        let tasks = try td.json(["list", "--json", "--db", restored]) as! [[String: Any]]
        let back = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0) })
        #expect(back["Draft the memo"]?["estimate"] as? String == "PT2H")
        #expect((back["Draft the memo"]?["annotations"] as? [Any])?.isEmpty == true)
        #expect(back["Call Anna"]?["estimate"] is NSNull)
    }

    /// Todoist's DURATION (with DURATION_UNIT) is the estimate, no longer a line in the notes.
    @Test func todoistDurationIsTheEstimate() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let file = td.directory.appendingPathComponent("Inbox.csv").path
        try """
            TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT
            task,Write the report,,4,1,Ann (1),,,en,Europe/Moscow,90,minute
            task,Move the office,,4,1,Ann (1),,,en,Europe/Moscow,2,day
            task,Call Anna,,4,1,Ann (1),,,en,Europe/Moscow,,
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let report = try td.json(["import", file, "--yes", "--json"]) as! [String: Any]
        #expect(report["created"] as? Int == 3 && report["kept"] as? Int == 0, "\(report)")
        let tasks = try td.json(["list", "--json"]) as! [[String: Any]]
        let byTitle = Dictionary(uniqueKeysWithValues: tasks.map { ($0["title"] as! String, $0) })
        #expect(byTitle["Write the report"]?["estimate"] as? String == "PT1H30M")
        #expect(byTitle["Move the office"]?["estimate"] as? String == "P2D")
        #expect(byTitle["Call Anna"]?["estimate"] is NSNull)
        #expect((byTitle["Write the report"]?["annotations"] as? [Any])?.isEmpty == true)
    }

    /// Through CalDAV the estimate is our X-property (VTODO's DURATION is no length of work):
    /// a second laptop gets it, and an edit there comes back.
    @Test(.enabled(if: try Peer.radicale.installed()))
    func aSecondLaptopGetsTheEstimateThroughCalDAV() throws {
        typealias Sync = CalDAVSyncTests
        let server = try DAVServer(.radicale)
        let a = try Sync.laptop(server), b = try Sync.laptop(server)
        defer { a.remove(); b.remove() }
        try a.run(["add", "--yes", "Draft the memo, estimate 2h"])
        _ = try Sync.sync(a)
        let uuid = try #require(try Sync.tasks(a).first?["uuid"] as? String)
        #expect(try server.phone("get", uuid, "X-TASKDRAFT-ESTIMATE") == "PT2H\n")
        #expect(!(try server.phone("dump", uuid)).contains("\nDURATION"))
        _ = try Sync.sync(b)
        #expect(try Sync.tasks(b).first?["estimate"] as? String == "PT2H")
        #expect(try b.run(["modify", "1", "estimate:45m", "--yes"]).status == 0)
        _ = try Sync.sync(b, now: "2026-12-02T10:05:00+03:00")
        _ = try Sync.sync(a, now: "2026-12-02T10:06:00+03:00")
        #expect(try Sync.tasks(a).first?["estimate"] as? String == "PT45M")
    }
}
