import Foundation
import Testing

/// Taskwarrior's command lines where its users reach for them (issue 30 §5), through the real
/// binary: a bare id shows the task, id lists and ranges, date maths in `due:`, `modify due:mon`
/// keeping the task's time, filters before the command.
@Suite struct TaskwarriorGrammarTests {
    private func titles(_ td: TaskDraftBinary, _ arguments: [String]) throws -> [String] {
        (try td.json(arguments + ["--json"]) as! [[String: Any]]).map { $0["title"] as! String }
    }

    private func task(_ td: TaskDraftBinary, _ id: Int) throws -> [String: Any] {
        try td.json(["show", String(id), "--json"]) as! [String: Any]
    }

    @Test func aBareIDShowsTheTask() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Water the plants", "--yes"])
        try td.run(["add", "Pay rent", "--yes"])
        let shown = try td.run(["2"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("Pay rent") && !shown.stdout.contains("Water the plants"), "\(shown.stdout)")
        let json = try td.json(["1", "--json"]) as! [String: Any]
        #expect(json["title"] as? String == "Water the plants")
        #expect(try td.run(["9"]).status != 0)
    }

    @Test func idListsAndRangesNameEveryTask() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for title in ["One", "Two", "Three", "Four", "Five", "Six"] { try td.run(["add", title, "--yes"]) }
        #expect(try td.run(["done", "1,2", "--yes"]).status == 0)
        #expect(try td.run(["done", "3-4", "--yes"]).status == 0)
        #expect(try td.run(["5-6", "done", "--yes"]).status == 0)
        #expect(try titles(td, ["list"]) == [])
        // A range of a million ids is a typo: refused, nothing done.
        try td.run(["add", "Seven", "--yes"])
        #expect(try td.run(["done", "7-1000000", "--yes"]).status == 2)
        #expect(try titles(td, ["list"]) == ["Seven"])
    }

    @Test func dueTakesTaskwarriorDateMaths() throws {
        let td = try TaskDraftBinary()  // Wednesday 2 December 2026, 10:00 in Moscow
        defer { td.remove() }
        try td.run(["add", "Submit the report", "--yes"])
        for (value, due, dueDate) in [
            ("fri+2d", nil, "2026-12-06"), ("eom-1d", "2026-12-30T18:00:00+03:00", nil), ("2d", nil, "2026-12-04"),
            ("3h", "2026-12-02T13:00:00+03:00", nil), ("2026-12-15+1w", nil, "2026-12-22"),
        ] as [(String, String?, String?)] {
            try td.run(["modify", "1", "due:none", "--yes"])
            let result = try td.run(["modify", "1", "due:" + value, "--yes"])
            #expect(result.status == 0, "\(value): \(result.stderr)")
            let one = try task(td, 1)
            #expect(one["due"] as? String == due && one["due_date"] as? String == dueDate,
                    "\(value): \(String(describing: one["due"])) \(String(describing: one["due_date"]))")
        }
        #expect(try td.run(["modify", "1", "due:fri+2zz", "--yes"]).status == 2)
    }

    /// `due:` in a sentence is the same date maths as in `modify`: the offset is added, and a
    /// sum that names no supported date is refused (exit 2, nothing added), never read as the
    /// day without its offset.
    @Test func aSentenceTakesTheSameDateMathsAsModify() throws {
        let td = try TaskDraftBinary()  // Wednesday 2 December 2026, 10:00 in Moscow
        defer { td.remove() }
        try td.run(["add", "Water the plants", "--yes"])
        for value in ["fri+99999999d", "fri+999999d", "eom-99999999d", "eom-999999y", "fri+2zz"] {
            let refused = try td.run(["add", "Submit the report due:" + value, "--yes"])
            #expect(refused.status == 2, "\(value): \(refused.stdout) \(refused.stderr)")
            let modified = try td.run(["modify", "1", "due:" + value, "--yes"])
            #expect(modified.status != 0, "\(value): \(modified.stdout)")
        }
        #expect((try td.json(["list", "--json"]) as! [[String: Any]]).count == 1)
        for (value, due, dueDate) in [
            ("fri+2d", nil, "2026-12-06"), ("eom-1d", "2026-12-30T18:00:00+03:00", nil), ("2d", nil, "2026-12-04"),
            ("3h", "2026-12-02T13:00:00+03:00", nil), ("2026-12-15+1w", nil, "2026-12-22"),
            ("scheduled:mon+1w", nil, nil),
        ] as [(String, String?, String?)] {
            let attribute = value.contains(":") ? value : "due:" + value
            let added = (try td.json(["add", "Submit the report " + attribute, "--yes", "--json"]) as! [String: Any])["task"]
                as! [String: Any]
            #expect(added["title"] as? String == "Submit the report", "\(value): \(added)")
            #expect(added["due"] as? String == due && added["due_date"] as? String == dueDate, "\(value): \(added)")
            if value.hasPrefix("scheduled:") { #expect(added["start_date"] as? String == "2026-12-14", "\(value): \(added)") }
        }
    }

    @Test func modifyADayKeepsTheTimeUnlessATimeIsSaid() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Call Anna tomorrow at 15:00", "--yes"])
        try td.run(["modify", "1", "due:mon", "--yes"])
        #expect(try task(td, 1)["due"] as? String == "2026-12-07T15:00:00+03:00")
        try td.run(["1", "modify", "due:fri+1w", "--yes"])
        #expect(try task(td, 1)["due"] as? String == "2026-12-11T15:00:00+03:00")
        try td.run(["modify", "1", "due:mon 9:30", "--yes"])
        #expect(try task(td, 1)["due"] as? String == "2026-12-07T09:30:00+03:00")
    }

    @Test func filtersMayComeBeforeTheCommand() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Plan the sprint #work", "--yes"])
        try td.run(["add", "Buy milk #home", "--yes"])
        #expect(try titles(td, ["+work", "list"]) == ["Plan the sprint"])
        #expect(try titles(td, ["+home"]) == ["Buy milk"])
        #expect(try td.run(["+work", "frobnicate"]).status == 2)
    }

    /// A combining mark right after an attribute's colon makes one Character of the two; the
    /// word is still the attribute the parser reads, in `modify`, before a command and in
    /// `list`, where they took it for title text (`modify`) or for no filter at all.
    @Test func aCombiningMarkAfterTheColonLeavesTheWordAnAttribute() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Plan the sprint", "--yes"])
        let added = try td.run(["add", "Report due:\u{301}x", "--yes"])
        #expect(added.status != 0 && added.stderr.contains("due"), "\(added.stdout) \(added.stderr)")
        let modified = try td.run(["modify", "1", "due:\u{301}x", "--yes"])
        #expect(modified.status == 2 && modified.stderr.contains("names no date or time"), "\(modified.stdout) \(modified.stderr)")
        #expect(try task(td, 1)["title"] as? String == "Plan the sprint")
        for arguments in [["due:\u{301}", "list"], ["list", "due:\u{301}"]] {
            let refused = try td.run(arguments)
            #expect(refused.status == 2 && refused.stderr.contains("is not one of today"), "\(arguments): \(refused.stdout) \(refused.stderr)")
        }
        #expect(try titles(td, ["list"]) == ["Plan the sprint"])
    }
}
