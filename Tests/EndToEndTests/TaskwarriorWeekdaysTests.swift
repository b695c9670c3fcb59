import Foundation
import Testing

/// A repeat on Monday to Friday, as "every weekday", "по будням" and "w dni robocze" draft it
/// (FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR), is Taskwarrior's `recur:weekdays` in its export and comes
/// back from it as the same rule, where the export left it out as a rule Taskwarrior has no word
/// for and its import read `weekdays` as FREQ=DAILY;BYDAY=… while `recur:weekdays` typed to add
/// was the weekly one.
@Suite struct TaskwarriorWeekdaysTests {
    static let weekdays = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"

    @Test func aWeekdayRepeatGoesToTaskwarriorAndBack() throws {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        for words in ["Standup every weekday at 9:30", "Планёрка по будням в 9:30", "Odprawa w dni robocze o 9:30"] {
            try td.run(["add", words, "--yes"])
        }
        let rules = (try td.json(["list", "--json"]) as? [[String: Any]] ?? []).map { $0["recurrence"] as? String }
        #expect(rules == Array(repeating: Self.weekdays, count: 3), "what the words draft: \(rules)")
        let file = td.directory.appendingPathComponent("tasks.json").path
        let report = try td.json(["export", "--format", "taskwarrior", "-o", file, "--json"]) as? [String: Any]
        #expect((report?["left_out"] as? [String: Any])?["rules_without_words"] as? Int == 0, "\(String(describing: report))")
        let exported = try String(contentsOfFile: file, encoding: .utf8)
        #expect(exported.components(separatedBy: "\"recur\":\"weekdays\"").count == 4, "\(exported)")
        let other = td.directory.appendingPathComponent("other.db").path
        #expect(try td.run(["import", file, "--yes", "--db", other]).status == 0)
        let back = (try td.json(["list", "--json", "--db", other]) as? [[String: Any]] ?? []).map { $0["recurrence"] as? String }
        #expect(back == rules)
    }
}
