import Foundation
import TaskDraftKit
import Testing
import TestPeers

/// Dependencies through export and import: a JSON Lines or CSV export read into another
/// database (where every task gets another number) keeps each link to the same task, by UID;
/// a file's link to a task that is nowhere, to itself, or closing a loop is reported, counted,
/// and the rest of the file imported.
@Suite struct DependencyImportTests {
    private func titlesOfLinks(_ td: TaskDraftBinary) throws -> [String: [String]] {
        let tasks = try td.json(["list", "--all", "--json"]) as! [[String: Any]]
        let titles = Dictionary(uniqueKeysWithValues: tasks.map { ($0["id"] as! Int, $0["title"] as! String) })
        var links: [String: [String]] = [:]
        for task in tasks {
            let ids = (task["depends"] as! [[String: Any]]).map { $0["id"] as! Int }
            links[task["title"] as! String] = ids.map { titles[$0] ?? "?" }
        }
        return links
    }

    @Test func anExportReadIntoAnotherDatabaseKeepsEveryLinkByUID() throws {
        let from = try TaskDraftBinary()
        defer { from.remove() }
        for title in ["Approve the budget", "Book the venue", "Send invitations"] { try from.run(["add", title, "--yes"]) }
        try from.run(["modify", "3", "depends:2,1", "--yes"])
        try from.run(["modify", "2", "depends:1", "--yes"])
        let expected = try titlesOfLinks(from)
        #expect(expected["Send invitations"] == ["Book the venue", "Approve the budget"])
        for format in ["jsonl", "json", "csv"] {
            let file = from.directory.appendingPathComponent("tasks.\(format)").path
            #expect(try from.run(["export", "--format", format, "--output", file]).status == 0)
            let to = try TaskDraftBinary()
            defer { to.remove() }
            // Numbers differ here: two tasks first.
            try to.run(["add", "Already here", "--yes"])
            try to.run(["add", "Also here", "--yes"])
            let imported = try to.run(["import", file, "--yes", "--json"])
            #expect(imported.status == 0, "\(format): \(imported.stderr)")
            var links = try titlesOfLinks(to)
            links["Already here"] = nil
            links["Also here"] = nil
            #expect(links == expected, "\(format)")
            let list = try to.run(["list"]).stdout
            #expect(list.contains("Send invitations (waits for"), "\(format): \(list)")
            // Undo of the import takes the tasks and their links away.
            #expect(try to.run(["undo", "--yes"]).status == 0)
            #expect((try to.json(["list", "--all", "--json"]) as! [Any]).count == 2)
        }
    }

    @Test func linksAFileCannotHaveAreReportedAndTheRestImported() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let file = td.directory.appendingPathComponent("hostile.jsonl").path
        var lines = [
            #"{"title":"A","uid":"a-1","depends":["b-1"]}"#,
            #"{"title":"B","uid":"b-1","depends":["a-1"]}"#,
            #"{"title":"C","uid":"c-1","depends":["nowhere-1","c-1","a-1"]}"#,
        ]
        // A long list of links to tasks that are not there: each one reported, none written.
        let many = (0..<3_000).map { "\"missing-\($0)\"" }.joined(separator: ",")
        lines.append(#"{"title":"D","uid":"d-1","depends":[\#(many)]}"#)
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let result = try td.run(["import", file, "--yes", "--json"])
        #expect(result.status == 5, "a partial import: \(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        #expect(report["created"] as? Int == 3, "D has more links than a task may have: \(report)")
        #expect(report["failed"] as? Int == 1)
        // B → A closes the loop A → B; C names a task that is nowhere and itself.
        #expect(report["links_not_written"] as? Int == 3, "\(report)")
        #expect(result.stderr.contains("line 2: task 2 was imported without one of its dependencies: that would make a dependency cycle, 2 → 1 → 2"),
                "\(result.stderr)")
        #expect(result.stderr.contains("there is no task with UID \"nowhere-1\""))
        #expect(result.stderr.contains("task 3 cannot depend on itself"))
        let links = try titlesOfLinks(td)
        #expect(links == ["A": ["B"], "B": [], "C": ["A"]])
        // The UID no task has stays on the task, as its parent's would.
        let tasks = try td.json(["list", "--all", "--json"]) as! [[String: Any]]
        let c = try #require(tasks.first { $0["title"] as? String == "C" })
        #expect((c["annotations"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == ["imported: depends=nowhere-1"])
    }
    /// Taskwarrior's own `task import` and `task export` between: `depends` holds the UUIDs
    /// each task is exported under (a UID that is no UUID, `venue@example.com`, rides as its
    /// UUID form), Taskwarrior keeps them, and the import links the same tasks again.
    @Test(.enabled(if: try Peer.taskwarrior.installed()))
    func taskwarriorItselfCarriesTheLinksBack() throws {
        let from = try TaskDraftBinary()
        defer { from.remove() }
        let file = from.directory.appendingPathComponent("venue.jsonl").path
        try #"{"title":"Book the venue","uid":"venue@example.com"}"#.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try from.run(["import", file, "--yes"]).status == 0)
        for title in ["Approve the budget", "Send invitations", "Print the menus"] { try from.run(["add", title, "--yes"]) }
        try from.run(["modify", "3", "depends:1,2", "--yes"])
        try from.run(["modify", "4", "depends:3", "--yes"])
        let expected = try titlesOfLinks(from)
        #expect(expected["Send invitations"] == ["Book the venue", "Approve the budget"])

        let exported = try from.run(["export", "--format", "taskwarrior"])
        #expect(exported.status == 0)
        let roundTrip = try from.throughTaskwarrior(exported.stdout)
        #expect(roundTrip.status == 0, "\(roundTrip.stderr)")
        let byTitle = Dictionary(uniqueKeysWithValues: (try JSONSerialization.jsonObject(with: Data(roundTrip.stdout.utf8)) as! [[String: Any]])
            .map { ($0["description"] as! String, $0) })
        let uuid = { (title: String) in byTitle[title]?["uuid"] as? String }
        // Taskwarrior keeps a set: the same UUIDs, in its own order.
        let kept = try #require(byTitle["Send invitations"]?["depends"] as? [String])
        #expect(Set(kept) == [uuid("Book the venue")!, uuid("Approve the budget")!])
        #expect(byTitle["Book the venue"]?["taskdraft_uid"] as? String == "venue@example.com")

        let to = try TaskDraftBinary()
        defer { to.remove() }
        try to.run(["add", "Already here", "--yes"])
        let imported = try to.run(["import", "-", "--format", "taskwarrior", "--yes", "--json"], stdin: roundTrip.stdout)
        #expect(imported.status == 0, "\(imported.stderr)")
        var links = try titlesOfLinks(to)
        links["Already here"] = nil
        #expect(links.mapValues(Set.init) == expected.mapValues(Set.init))
        #expect(links["Send invitations"] == kept.map { uuid in byTitle.first { $0.value["uuid"] as? String == uuid }!.key })
        // And out again: the same UUIDs in the same order, as Taskwarrior had them.
        let again = try to.run(["export", "--format", "taskwarrior"]).stdout
        let second = (try JSONSerialization.jsonObject(with: Data(again.utf8)) as! [[String: Any]])
            .first { $0["description"] as? String == "Send invitations" }
        #expect(second?["depends"] as? [String] == byTitle["Send invitations"]?["depends"] as? [String])
    }

    /// A UID a file or a person names is quoted back in a refusal through the one quoting rule
    /// (`RefusedValue`), in every language: a link to a UID no task has (`.noUID`) quotes it cut
    /// to 60 scalars with an ellipsis, where it quoted all 255 bytes; a UID no task could have
    /// (a control character, a bidi override, 10,000 characters) is refused as one, and the
    /// refusal carries none of it raw.
    @Test(arguments: [("C.UTF-8", "\"", "\""), ("ru_RU.UTF-8", "«", "»"), ("pl_PL.UTF-8", "„", "”")])
    func aUIDIsQuotedBackCutAndEscapedInEveryLanguage(language: String, open: String, close: String) throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let locale = ["LANG": language]
        // The longest UID there is (253 of 255 bytes), which a UID may be: a right-to-left mark
        // and combining accents, 168 scalars.
        let long = "a\u{200F}" + String(repeating: "e\u{301}", count: 83)
        let shown = open + "a\u{200F}" + String(repeating: "e\u{301}", count: 29) + "…" + close
        let hostile = [String(repeating: "u", count: 10_000), "x\u{1B}[2J\u{1B}]8;;https://evil.example\u{7}y", "\u{202E}lave\u{202C}",
                       "a\u{7F}b\u{9B}c"]

        // `add --depends`: the long UID reaches the store and is refused there.
        let added = try td.run(["add", "Call Anna", "--depends", long, "--yes"], extraEnvironment: locale)
        #expect(added.status == 2, "\(added.stderr)")
        #expect(added.stderr.contains("UID " + shown), "\(added.stderr)")
        #expect(!added.stderr.contains(long), "\(added.stderr)")
        // A UID no task could have is refused as the option's value, before any lookup, and
        // shown escaped. (The usage error echoes what the person typed whole, as every option's
        // does: argv is their own, not a stranger's value that `RefusedValue` cuts.)
        for value in hostile {
            let refused = try td.run(["add", "Call Anna", "--depends", value, "--yes"], extraEnvironment: locale)
            #expect(refused.status == 2, "\(refused.stderr.prefix(300))")
            #expect(isInert(refused.stderr), "\(refused.stderr.prefix(300))")
        }

        // An imported file's links: the long UID is kept off as a link no task has, quoted the
        // same way; a UID no task could have fails its record, and nothing quotes it raw.
        let file = td.directory.appendingPathComponent("links.jsonl")
        let records = ([long] + hostile).enumerated().map { index, uid in
            String(decoding: try! JSONSerialization.data(withJSONObject: ["title": "Task \(index)", "depends": [uid]]), as: UTF8.self)
        }
        try Data((records.joined(separator: "\n") + "\n").utf8).write(to: file)
        let imported = try td.run(["import", file.path, "--yes"], extraEnvironment: locale)
        #expect(imported.status == 5, "a partial import: \(imported.stderr.prefix(600))")
        #expect(imported.stderr.contains("UID " + shown), "\(imported.stderr.prefix(600))")
        #expect(!imported.stderr.contains(long), "\(imported.stderr.prefix(600))")
        // Each record's line stays short, whatever it was sent.
        #expect(imported.stderr.utf8.count < 5 * 1_000 && isInert(imported.stderr), "\(imported.stderr.prefix(600))")
        #expect(!imported.stderr.contains(String(repeating: "u", count: RefusedValue.maximumScalars + 1)))
        let titles = (try td.json(["list", "--all", "--json"]) as! [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(titles == ["Task 0"], "\(titles)")
    }

    /// True when no character of `text` could steer a terminal or reorder what it shows.
    private func isInert(_ text: String) -> Bool {
        !text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                || (0x2066...0x2069).contains($0.value)
        }
    }
}
