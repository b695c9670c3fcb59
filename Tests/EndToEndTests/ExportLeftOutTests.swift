import Foundation
import Testing

/// What a format has no place for is counted and said after the export, never left out in
/// silence: Taskwarrior has no reminders, and no `recur` for a rule such as "the 1st of each month".
@Suite struct ExportLeftOutTests {
    @Test func taskwarriorSaysTheRemindersAndRulesItLeavesOut() throws {
        let td = try TaskDraftBinary.seeded(with: """
            {"title":"Pay rent","status":"pending","due_date":"2027-01-01","recurrence":"FREQ=MONTHLY;BYMONTHDAY=1","reminders":["-PT30M"]}
            {"title":"Stand-up","status":"pending","due":"2026-12-07T10:00:00+03:00","recurrence":"FREQ=WEEKLY","reminders":["-PT5M","-PT1M"]}

            """)
        defer { td.remove() }
        let english = try td.run(["export", "--format", "taskwarrior"])
        #expect(english.status == 0 && english.stdout.contains("\"recur\":\"weekly\""), "\(english.stdout)")
        #expect(english.stderr.contains("taskwarrior: 3 reminders were left out; the format has no place for reminders"), "\(english.stderr)")
        #expect(english.stderr.contains("taskwarrior: 1 repeat rule was left out; the format has no words for it"), "\(english.stderr)")
        let russian = try td.run(["export", "--format", "taskwarrior"], extraEnvironment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.stderr.contains("taskwarrior: не выгружено 3 напоминания; в формате нет места для напоминаний"), "\(russian.stderr)")
        let path = td.directory.appendingPathComponent("out.json").path
        let report = try td.json(["export", "--format", "taskwarrior", "-o", path, "--json"]) as? [String: Any] ?? [:]
        #expect(report["exported"] as? Int == 2, "\(report)")
        #expect((report["left_out"] as? [String: Int])?["reminders"] == 3, "\(report)")
        #expect((report["left_out"] as? [String: Int])?["rules_without_words"] == 1, "\(report)")
        #expect((report["warnings"] as? [String])?.count == 2, "\(report)")
    }
}
