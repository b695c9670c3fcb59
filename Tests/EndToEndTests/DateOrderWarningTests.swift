import Foundation
import Testing

/// A start or a wait after the due (issue 29) is written as asked, and said: on the card, after
/// `add --yes` (standard error, exit 0 as other warnings), in `add --json`, after `modify` and
/// in its JSON, in each language. The clock is Wednesday 2 December 2026.
@Suite struct DateOrderWarningTests {
    static let startAfterDue = [("C.UTF-8", "the start (2026-12-10) is after the due (2026-12-07)"),
                                ("ru_RU.UTF-8", "начало (2026-12-10) позже срока (2026-12-07)"),
                                ("pl_PL.UTF-8", "początek (2026-12-10) jest po terminie (2026-12-07)")]

    @Test func addSaysAStartAfterTheDueInEachLanguage() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        for (language, warning) in Self.startAfterDue {
            td.environment["LANG"] = language
            let added = try td.run(["add", "Write the memo, start 10 December 2026, due 7 December 2026", "--yes"])
            #expect(added.status == 0, "\(language): \(added.stderr)")
            #expect(added.stderr.contains(warning), "\(language): \(added.stderr)")
            let card = try td.run(["draft", "Write the memo, start 10 December 2026, due 7 December 2026"])
            #expect(card.stdout.contains(warning), "\(language): \(card.stdout)")
        }
        td.environment["LANG"] = "C.UTF-8"
        let json = try td.json(["add", "Write the memo, start 10 December 2026, due 7 December 2026", "--yes", "--json"]) as! [String: Any]
        #expect(json["warnings"] as? [String] == [Self.startAfterDue[0].1], "\(json)")
        let task = json["task"] as? [String: Any]
        #expect(task?["start_date"] as? String == "2026-12-10" && task?["due_date"] as? String == "2026-12-07", "written as asked")
        let waits = try td.run(["add", "Plan the trip due 7 December, wait until 20 December", "--yes"])
        #expect(waits.stderr.contains("it is hidden until 2026-12-20, after it is due (2026-12-07)"), "\(waits.stderr)")
        // In order, or a start on the day due: nothing to say.
        for words in ["Write the memo, start 3 December, due 7 December", "Call Anna, start 7 December, due 7 December"] {
            let quiet = try td.run(["add", words, "--yes"])
            #expect(quiet.status == 0 && !quiet.stderr.contains("after"), "\(words): \(quiet.stderr)")
        }
    }

    @Test func modifySaysAStartOrAWaitMovedPastTheDue() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Call Anna due:2026-12-07", "--yes"])
        for (language, warning) in Self.startAfterDue {
            td.environment["LANG"] = language
            try td.run(["modify", "1", "scheduled:", "--yes"])
            let modified = try td.run(["modify", "1", "scheduled:2026-12-10", "--yes"])
            #expect(modified.status == 0, "\(language): \(modified.stderr)")
            #expect(modified.stderr.contains(warning), "\(language): \(modified.stderr)")
        }
        td.environment["LANG"] = "C.UTF-8"
        let json = try td.json(["modify", "1", "wait:2026-12-20", "--yes", "--json"]) as! [String: Any]
        #expect(json["warnings"] as? [String] == ["the start (2026-12-10) is after the due (2026-12-07)",
                                                  "it is hidden until 2026-12-20, after it is due (2026-12-07)"], "\(json)")
        let fixed = try td.json(["modify", "1", "due:2026-12-24", "--yes", "--json"]) as! [String: Any]
        #expect(fixed["warnings"] as? [String] == [], "\(fixed)")
    }
}
