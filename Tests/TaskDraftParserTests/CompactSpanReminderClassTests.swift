import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A compact span ("1h", "30m", "1h30m"), as an estimate takes it, is a reminder's span too:
/// "Remind me 1h before 5pm" is due 17:00 and reminded an hour before, where 1h moved the due to
/// 16:00 and set no reminder. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct CompactSpanReminderClassTests {
    @Test(arguments: [
        ClassRow(text: "Remind me 1h before 5pm", due: "2026-12-02T17:00", title: "Remind me", reminders: [.relative(-3600)],
                 region: "US"),
        ClassRow(text: "Call Bob tomorrow at 5pm, remind me 30m before", due: "2026-12-03T17:00", title: "Call Bob",
                 reminders: [.relative(-1800)], region: "US"),
        ClassRow(text: "Remind me 1h30m before the meeting tomorrow", due: "2026-12-03", title: "Remind me 1h30m before the meeting",
                 reminders: [.relative(-5400)], region: "US"),
        ClassRow(text: "Напомни за 30m до 17:00", due: "2026-12-02T17:00", title: "Напомни", reminders: [.relative(-1800)]),
        ClassRow(text: "Позвонить Ане завтра в 17:00, напомни за 1h", due: "2026-12-03T17:00", title: "Позвонить Ане",
                 reminders: [.relative(-3600)]),
        ClassRow(text: "Przypomnij 30m przed 17:00", due: "2026-12-02T17:00", title: "Przypomnij", reminders: [.relative(-1800)],
                 region: "PL"),
        // Must not: with no reminder's verb the span still moves the due, and an estimate is still
        // an estimate.
        ClassRow(text: "Call Bob 1h before 5pm", due: "2026-12-02T16:00", title: "Call Bob", reminders: [], region: "US"),
        ClassRow(text: "Write report 2h tomorrow", due: "2026-12-03", title: "Write report", estimate: "PT2H", reminders: [],
                 region: "US"),
        ClassRow(text: "Отчёт 30m завтра", due: "2026-12-03", title: "Отчёт", estimate: "PT30M", reminders: []),
    ])
    func aCompactSpanIsAReminders(_ row: ClassRow) { row.check() }

    /// The span read alone (`edit --remind`): "1h", "30m" and "1h30m" are seconds before the due;
    /// a time of day and a bare number are not.
    @Test(arguments: [
        ("1h", ReminderWords.Request?.some(.before(3600))), ("30m", .before(1800)), ("1h30m", .before(5400)),
        ("30m before", .before(1800)), ("5pm", .at(LocalTime.validated(hour: 17, minute: 0)!)), ("3rd", nil),
    ])
    func aCompactSpanReadAlone(_ text: String, _ expected: ReminderWords.Request?) {
        #expect(ReminderWords.request(text) == expected, "\(text)")
    }
}
