import Foundation
import Testing

/// A date attribute's or option's value is read one way (`DateValue`) wherever it is typed: in
/// a new task's words (`add "… due:V"`), by `modify ID due:V` and by `edit ID --due V`. Each
/// value below gives the same due on all three, or is refused by all three for the same
/// reason: a date not in the calendar (`2026-02-30`, a sum not understood or past 2999) or
/// words that name no date. A command that read dates its own way again would differ on a row.
@Suite struct DateValueSurfacesTests {
    enum Outcome: Equatable {
        /// The task's `due` and `due_date`, as `show --json` gives them.
        case due(String?, String?)
        case notInCalendar
        case noDate
    }

    /// Today is Wednesday 2 December 2026, 10:00 in Moscow.
    static let rows: [(value: String, outcome: Outcome)] = [
        ("2026-12-10", .due(nil, "2026-12-10")),
        ("2026-12-10T15:00", .due("2026-12-10T15:00:00+03:00", nil)),
        ("fri+2d", .due(nil, "2026-12-06")),
        ("2d", .due(nil, "2026-12-04")),
        ("eom", .due("2026-12-31T18:00:00+03:00", nil)),
        ("tomorrow", .due(nil, "2026-12-03")),
        ("next_friday", .due(nil, "2026-12-11")),
        ("2026-02-30", .notInCalendar),
        ("99999-01-01", .notInCalendar),
        ("fri+2zz", .notInCalendar),
        ("fri+99999999d", .notInCalendar),
        ("xyz", .noDate),
        ("soonish", .noDate),
    ]

    func outcome(_ result: TaskDraftBinary.Result, of td: TaskDraftBinary, id: Int) throws -> Outcome {
        if result.status == 0 {
            let task = try #require(try td.json(["show", "\(id)", "--json"]) as? [String: Any])
            return .due(task["due"] as? String, task["due_date"] as? String)
        }
        if result.stderr.contains("is not a date in the calendar") { return .notInCalendar }
        if result.stderr.contains("names no date or time") { return .noDate }
        Issue.record("neither a due nor a refusal of a date: \(result.stderr)")
        return .noDate
    }

    @Test func addModifyAndEditReadADateValueAlike() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        var id = 0
        for (value, expected) in Self.rows {
            let added = try td.run(["add", "Pay rent due:\(value)", "--yes"])
            if added.status == 0 { id += 1 }
            #expect(try outcome(added, of: td, id: id) == expected, "add due:\(value): \(added.stderr)")
            // A task with no due each time: `modify` keeps a due's time of day when only the day moves.
            try td.run(["add", "Call Anna", "--yes"])
            id += 1
            let modified = try td.run(["modify", "\(id)", "due:\(value)", "--yes"])
            #expect(try outcome(modified, of: td, id: id) == expected, "modify due:\(value): \(modified.stderr)")
            try td.run(["add", "Water the plants", "--yes"])
            id += 1
            let edited = try td.run(["edit", "\(id)", "--due", value, "--yes"])
            #expect(try outcome(edited, of: td, id: id) == expected, "edit --due \(value): \(edited.stderr)")
        }
    }
}
