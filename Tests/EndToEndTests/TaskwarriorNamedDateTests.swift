import Foundation
import Testing

/// Taskwarrior's named dates, typed as a Taskwarrior user types them: `modify 1 scheduled:sow`,
/// `wait:eoww`, `due:eonm`, `add … due:soq`, `list due.before:sonw`, on the days Taskwarrior 2.6's
/// `task calc` gives, each read as its day; `eod`, `eow`, `eom`, `eoq` and `eoy` stay the end of
/// the period's last working day, as "end of the month" is. `someday` and `later` are
/// Taskwarrior's 9999-12-30, which an import reads a task without: refused, saying so, in three
/// languages.
@Suite struct TaskwarriorNamedDateTests {
    /// Wednesday 2 December 2026, 10:00 in Moscow (`TaskDraftBinary`'s clock): each word and the
    /// day it names, or the moment the grammar's end of a period is (18:00, the Skills' end of
    /// the working day, on the period's last working day).
    static let named: [(word: String, day: String?, moment: String?)] = [
        ("sod", "2026-12-02", nil), ("sow", "2026-11-30", nil), ("soww", "2026-11-30", nil), ("eoww", "2026-12-04", nil),
        ("som", "2026-12-01", nil), ("soq", "2026-10-01", nil), ("soy", "2026-01-01", nil),
        ("sonw", "2026-12-07", nil), ("eopw", "2026-11-29", nil), ("sopm", "2026-11-01", nil), ("eonm", "2027-01-31", nil),
        ("sonq", "2027-01-01", nil), ("eopy", "2025-12-31", nil), ("sonww", "2026-12-07", nil), ("eopww", "2026-11-27", nil),
        ("sond", "2026-12-03", nil), ("eopd", "2026-12-01", nil), ("SOM", "2026-12-01", nil),
        ("eod", nil, "2026-12-02T18:00"), ("eow", nil, "2026-12-04T18:00"), ("eom", nil, "2026-12-31T18:00"),
        ("eoq", nil, "2026-12-31T18:00"), ("eoy", nil, "2026-12-31T18:00"),
    ]

    func task(_ td: TaskDraftBinary) throws -> [String: Any] { try td.json(["show", "1", "--json"]) as! [String: Any] }

    @Test func modifySetsEachNamedDateOnEveryDateAttribute() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Write the report", "--yes"])
        for (attribute, key) in [("due", "due"), ("scheduled", "start"), ("wait", "wait")] {
            for (word, day, moment) in Self.named {
                // Cleared first: a day given to a due that has a time of day keeps that time.
                _ = try td.run(["modify", "1", "\(attribute):", "--yes"])
                let result = try td.run(["modify", "1", "\(attribute):\(word)", "--yes"])
                #expect(result.status == 0, "\(attribute):\(word): \(result.stderr)")
                let t = try task(td)
                if let day {
                    #expect(t[key + "_date"] as? String == day, "\(attribute):\(word): \(t)")
                } else {
                    #expect((t[key] as? String)?.hasPrefix(moment!) == true, "\(attribute):\(word): \(t)")
                }
            }
        }
        // With Taskwarrior's date maths: the day before the start of next month, a week after the start of this one.
        _ = try td.run(["modify", "1", "due:", "--yes"])
        #expect(try td.run(["modify", "1", "due:sonm-1d", "wait:som+1w", "--yes"]).status == 0)
        #expect(try task(td)["due_date"] as? String == "2026-12-31" && task(td)["wait_date"] as? String == "2026-12-08")
    }

    @Test func aNewTasksWordsAndAListFilterReadThem() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        #expect(try td.run(["add", "Close the quarter due:eonq", "--yes"]).status == 0)
        let t = try task(td)
        #expect(t["title"] as? String == "Close the quarter" && t["due_date"] as? String == "2027-03-31", "\(t)")
        try td.run(["add", "Call Anna due:2026-12-06T18:00", "--yes"])
        try td.run(["add", "Plan the spring due:2027-01-15", "--yes"])
        // Before the start of next week: Sunday evening is.
        let week = try td.json(["list", "due.before:sonw", "--json"]) as! [[String: Any]]
        #expect(week.compactMap { $0["title"] as? String } == ["Call Anna"], "\(week)")
        let later = try td.json(["list", "due.after:eom", "due.before:eonm", "--json"]) as! [[String: Any]]
        #expect(later.compactMap { $0["title"] as? String } == ["Plan the spring"], "\(later)")
    }

    /// `someday` and `later`: refused, and the refusal says why and what to write, in every
    /// language, by modify, by a new task's words and by a filter; nothing changes.
    @Test func somedayAndLaterAreRefusedSayingWhy() throws {
        var td = try TaskDraftBinary()
        defer { td.remove() }
        try td.run(["add", "Learn the cello", "--yes"])
        let before = try task(td)
        for (language, says) in [("C.UTF-8", "is Taskwarrior's 9999-12-30, past 2999-12-31"),
                                 ("ru_RU.UTF-8", "в Taskwarrior это 9999-12-30, позже 2999-12-31"),
                                 ("pl_PL.UTF-8", "to w Taskwarriorze 9999-12-30, później niż 2999-12-31")] {
            td.environment["LANG"] = language
            for args in [["modify", "1", "wait:someday", "--yes"], ["modify", "1", "scheduled:later", "--yes"],
                         ["add", "Paint the fence wait:someday", "--yes"], ["list", "due.before:someday"]] {
                let result = try td.run(args)
                #expect(result.status == 2, "\(language) \(args): \(result.stdout) \(result.stderr)")
                #expect(result.stderr.contains(says), "\(language) \(args): \(result.stderr)")
            }
        }
        td.environment["LANG"] = "C.UTF-8"
        #expect(try JSONSerialization.data(withJSONObject: task(td), options: [.sortedKeys])
                == JSONSerialization.data(withJSONObject: before, options: [.sortedKeys]))
        #expect((try td.json(["list", "--all", "--json"]) as! [Any]).count == 1, "no task was added")
    }
}
