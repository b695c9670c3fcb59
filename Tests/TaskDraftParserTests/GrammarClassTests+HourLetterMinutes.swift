import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// Minutes written against the hour letter with their unit unsaid ("fix bug 1h30", "баг 2ч30")
/// are part of the task's length when no preposition is before it, as "1h30m" is; the
/// hour-letter notation of a time ("at 14h30", "в 14ч30", "o 14h30", "15h30", "3h18" alone)
/// stays a time (`BuiltinParser.compactLengthSpan`). Now is Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    @Test(arguments: [
        ClassRow(text: "Fix bug 1h30", title: "Fix bug", estimate: "PT1H30M", warned: .nothing, region: "US"),
        ClassRow(text: "Fix bug 1h30min", title: "Fix bug", estimate: "PT1H30M", warned: .nothing, region: "US"),
        ClassRow(text: "Review the PR 2h45 tomorrow", due: "2026-12-03", title: "Review the PR", estimate: "PT2H45M",
                 warned: .nothing, region: "US"),
        ClassRow(text: "Write report, 1h15", title: "Write report", estimate: "PT1H15M", warned: .nothing, region: "US"),
        ClassRow(text: "Починить баг 2ч30", title: "Починить баг", estimate: "PT2H30M", warned: .nothing),
        ClassRow(text: "Починить баг 2ч30мин", title: "Починить баг", estimate: "PT2H30M", warned: .nothing),
        ClassRow(text: "Отчёт 1ч20 к пятнице", due: "2026-12-04", title: "Отчёт", estimate: "PT1H20M", warned: .nothing),
        ClassRow(text: "Naprawić błąd 1h30", title: "Naprawić błąd", estimate: "PT1H30M", warned: .nothing, region: "PL"),
        ClassRow(text: "Raport 2h15 jutro", due: "2026-12-03", title: "Raport", estimate: "PT2H15M", warned: .nothing,
                 region: "PL"),
    ])
    func minutesAfterTheHourLetterAreOfTheLength(_ row: ClassRow) { row.check() }

    /// Must not: after a time's preposition, an hour only a 24-hour clock says, alone, first in a
    /// range, with minutes as a clock writes them or with a day just before it, it is a time (a
    /// time already past today is tomorrow's, with its warning).
    @Test(arguments: [
        ClassRow(text: "Call at 14h30", due: "2026-12-02T14:30", title: "Call", estimate: "-", region: "US"),
        ClassRow(text: "Созвон в 14ч30", due: "2026-12-02T14:30", title: "Созвон", estimate: "-"),
        ClassRow(text: "Spotkanie o 14h30", due: "2026-12-02T14:30", title: "Spotkanie", estimate: "-", region: "PL"),
        ClassRow(text: "Call at 9h30", due: "2026-12-03T09:30", title: "Call", estimate: "-", region: "US"),
        ClassRow(text: "Call 15h30", due: "2026-12-02T15:30", title: "Call", estimate: "-", region: "US"),
        ClassRow(text: "Созвон 17ч10", due: "2026-12-02T17:10", title: "Созвон", estimate: "-"),
        ClassRow(text: "3h18", due: "2026-12-03T03:18", estimate: "-", region: "US"),
        ClassRow(text: "Call 10h00", due: "2026-12-03T10:00", title: "Call", estimate: "-", region: "US"),
        ClassRow(text: "Call Thursday 9h30", due: "2026-12-03T09:30", title: "Call", estimate: "-", region: "US"),
        ClassRow(text: "Созвон завтра 9ч30", due: "2026-12-03T09:30", title: "Созвон", estimate: "-"),
        ClassRow(text: "Spotkanie jutro 9h30", due: "2026-12-03T09:30", title: "Spotkanie", estimate: "-", region: "PL"),
        ClassRow(text: "Call 9h30 - 11h", due: "2026-12-03T11:00", start: "2026-12-03T09:30", title: "Call", estimate: "-",
                 region: "US"),
        ClassRow(text: "Call 9h - 11h", due: "2026-12-03T11:00", start: "2026-12-03T09:00", title: "Call", estimate: "-",
                 region: "US"),
        ClassRow(text: "Созвон 9ч30 - 11ч", due: "2026-12-03T11:00", start: "2026-12-03T09:30", title: "Созвон", estimate: "-"),
    ])
    func anHourLetterClockStaysATime(_ row: ClassRow) { row.check() }
}
