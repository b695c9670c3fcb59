import Foundation
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
}
