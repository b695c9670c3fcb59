import Foundation
import Testing

/// A repeat attribute's or option's value is read one way (`RepeatValue`) wherever it is typed:
/// in a new task's words (`add "… recur:V"`), by `modify ID recur:V` and by `edit ID --recur V`.
/// Each value gives the same rule on all three, or is refused by all three. The words once read
/// their own way dropped an RRULE's parts after the first and a time said beside the rule.
@Suite struct RepeatValueSurfacesTests {
    /// The rule as `show --json` gives it; nil where every command refuses the value.
    static let rows: [(value: String, rule: String?)] = [
        ("weekly", "FREQ=WEEKLY"),
        ("weekdays", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("2_weeks", "FREQ=WEEKLY;INTERVAL=2"),
        ("every_other_tuesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"),
        ("FREQ=MONTHLY;BYDAY=-1FR", "FREQ=MONTHLY;BYDAY=-1FR"),
        ("FREQ=WEEKLY;BYDAY=FR", "FREQ=WEEKLY;BYDAY=FR"),
        // A time beside the rule would be dropped; an RRULE part it cannot follow; no rule at all.
        ("every_day_at_9", nil),
        ("FREQ=SECONDLY", nil),
        ("whenever", nil),
    ]

    func rule(_ result: TaskDraftBinary.Result, of td: TaskDraftBinary, id: Int) throws -> String? {
        guard result.status == 0 else {
            #expect(result.status == 2, "\(result.stderr)")
            return nil
        }
        let task = try #require(try td.json(["show", "\(id)", "--json"]) as? [String: Any])
        return task["recurrence"] as? String
    }

    @Test func addModifyAndEditReadARepeatValueAlike() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        var id = 0
        for (value, expected) in Self.rows {
            let added = try td.run(["add", "Pay rent recur:\(value)", "--yes"])
            if added.status == 0 { id += 1 }
            #expect(try rule(added, of: td, id: id) == expected, "add recur:\(value): \(added.stderr)")
            try td.run(["add", "Call Anna", "--yes"])
            id += 1
            let modified = try td.run(["modify", "\(id)", "recur:\(value)", "--yes"])
            #expect(try rule(modified, of: td, id: id) == expected, "modify recur:\(value): \(modified.stderr)")
            try td.run(["add", "Water the plants", "--yes"])
            id += 1
            let edited = try td.run(["edit", "\(id)", "--recur", value, "--yes"])
            #expect(try rule(edited, of: td, id: id) == expected, "edit --recur \(value): \(edited.stderr)")
        }
    }
}
