import Testing
@testable import TaskDraftParser

/// The end of the month said bare, with no opener ("конец месяца", "koniec miesiąca", "end of
/// month"), is the deadline "pod koniec miesiąca" and "end of the month" are: the end of its last
/// working day, as bare "конец дня" and "EOD" already were. The end of a year talked about
/// ("Обсудить конец года", "Omówić koniec roku") stays title text. Written from the rule, per
/// language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct BarePeriodEndClassTests {
    @Test(arguments: [
        ClassRow(text: "Send the report end of month", due: "2026-12-31T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "end of month", due: "2026-12-31T18:00", region: "US"),
        ClassRow(text: "Сдать отчёт конец месяца", due: "2026-12-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "конец месяца", due: "2026-12-31T18:00"),
        ClassRow(text: "Wysłać raport koniec miesiąca", due: "2026-12-31T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wyslac raport koniec miesiaca", due: "2026-12-31T18:00", title: "Wyslac raport", region: "PL"),
        ClassRow(text: "koniec miesiąca", due: "2026-12-31T18:00", region: "PL"),
        // Must not: the end of a year talked about, and the openers' readings as they were.
        ClassRow(text: "Обсудить конец года", due: "-", title: "Обсудить конец года"),
        ClassRow(text: "Omówić koniec roku", due: "-", title: "Omówić koniec roku", region: "PL"),
        ClassRow(text: "Wysłać raport pod koniec miesiąca", due: "2026-12-31T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Сдать отчёт до конца месяца", due: "2026-12-31T18:00", title: "Сдать отчёт"),
    ])
    func theEndOfTheMonthSaidBareIsADeadline(_ row: ClassRow) { row.check() }
}
