import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A place in every calendar quarter ("the first Monday of each quarter", "the last Friday of
/// every quarter", "в первый понедельник каждого квартала", "w ostatni piątek każdego
/// kwartału") repeats every three months on that place in the month, and its first due is the
/// place in the quarter's first month when it counts from the start, its last month when it
/// counts from the end: this quarter's while still ahead, else the next one's. "Every quarter"
/// alone, a place in every month and "every 3 months" step from today as before; a place in the
/// quarter said with no "every" ("the first Monday of the quarter", "в первый понедельник
/// квартала") is that one day, this quarter's while still ahead, else the next one's. Written from
/// the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow unless a row says
/// another moment.
@Suite struct QuarterPlaceRepeatClassTests {
    /// Thursday 2026-10-01 and Monday 2026-12-28, 10:00 in Moscow.
    static let firstOfOctober = Instant(seconds: 1_790_838_000)
    static let december28 = Instant(seconds: 1_798_441_200)

    @Test(arguments: [
        ClassRow(text: "Quarterly review on the first Monday of each quarter", due: "2027-01-04", title: "Quarterly review",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO", region: "US"),
        ClassRow(text: "Pay the VAT on the last Friday of every quarter", due: "2026-12-25", title: "Pay the VAT",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR", region: "US"),
        ClassRow(text: "Close the books on the last working day of each quarter", due: "2026-12-31", title: "Close the books",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", region: "US"),
        ClassRow(text: "Review on the first Monday of each quarter at 10", due: "2027-01-04T10:00", title: "Review",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO", region: "US"),
        ClassRow(text: "Review on the first Monday of each quarter", due: "2026-10-05", title: "Review",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO", region: "US", now: firstOfOctober),
        ClassRow(text: "Pay the VAT on the last Friday of every quarter", due: "2027-03-26", title: "Pay the VAT",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR", region: "US", now: december28),
        ClassRow(text: "Отчёт в первый понедельник каждого квартала", due: "2027-01-04", title: "Отчёт",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO"),
        ClassRow(text: "В последнюю пятницу каждого квартала сдать отчёт", due: "2026-12-25", title: "Сдать отчёт",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR"),
        ClassRow(text: "Raport w pierwszy poniedziałek każdego kwartału", due: "2027-01-04", title: "Raport",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO", region: "PL"),
        ClassRow(text: "Raport w ostatni piątek każdego kwartału", due: "2026-12-25", title: "Raport",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR", region: "PL"),
    ])
    func aPlaceInEveryQuarterRepeatsFromItsQuarterMonth(_ c: ClassRow) { c.check() }

    @Test(arguments: [
        ClassRow(text: "Review every quarter", due: "2026-12-02", title: "Review", rrule: "FREQ=MONTHLY;INTERVAL=3", region: "US"),
        ClassRow(text: "Review on the first Monday of every month", due: "2026-12-07", title: "Review",
                 rrule: "FREQ=MONTHLY;BYDAY=1MO", region: "US"),
        ClassRow(text: "Call Anna every 3 months on the first Monday", due: "2026-12-07", title: "Call Anna",
                 rrule: "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO", region: "US"),
        ClassRow(text: "Отчёт каждый квартал", due: "2026-12-02", title: "Отчёт", rrule: "FREQ=MONTHLY;INTERVAL=3"),
        ClassRow(text: "Raport co kwartał", due: "2026-12-02", title: "Raport", rrule: "FREQ=MONTHLY;INTERVAL=3", region: "PL"),
    ])
    func aQuarterWithNoPlaceStepsFromToday(_ c: ClassRow) { c.check() }

    @Test(arguments: [
        ClassRow(text: "Review the first Monday of the quarter", due: "2027-01-04", title: "Review", rrule: "-", region: "US"),
        ClassRow(text: "Review the first Monday of the quarter", due: "2026-10-05", title: "Review", rrule: "-", region: "US",
                 now: firstOfOctober),
        ClassRow(text: "Review on the last Friday of this quarter", due: "2026-12-25", title: "Review", rrule: "-", region: "US"),
        ClassRow(text: "Review on the first Monday of next quarter", due: "2027-01-04", title: "Review", rrule: "-", region: "US"),
        ClassRow(text: "Отчёт в первый понедельник квартала", due: "2027-01-04", title: "Отчёт", rrule: "-"),
        ClassRow(text: "Отчёт в последнюю пятницу этого квартала", due: "2026-12-25", title: "Отчёт", rrule: "-"),
        ClassRow(text: "Raport w pierwszy poniedziałek kwartału", due: "2027-01-04", title: "Raport", rrule: "-", region: "PL"),
    ])
    func aPlaceInOneQuarterIsOneDay(_ c: ClassRow) { c.check() }
}
