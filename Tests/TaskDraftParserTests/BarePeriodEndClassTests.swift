import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// The end of a period said bare, with no opener ("конец месяца", "koniec kwartału", "end of
/// year"), is the deadline "pod koniec miesiąca" and "end of the month" are: the end of its last
/// working day, as bare "конец дня" and "EOD" already were, for a week, a month, a quarter and a
/// year alike. Right after a verb it is what the verb is about, its object, and stays title text
/// ("Обсудить конец года", "Omówić koniec roku"); after the verb's object it is the deadline
/// again ("Сдать отчёт конец года"). Written from the rule, per language. Now is Wednesday
/// 2026-12-02 10:00 in Moscow, or Tuesday 2027-02-02 10:00 where the periods' ends must differ.
@Suite struct BarePeriodEndClassTests {
    /// Tuesday 2027-02-02 10:00 in Moscow: the week ends on Friday the 5th, the quarter on
    /// Wednesday 31 March, the year on Friday 31 December.
    static let february = Instant(seconds: 1_801_551_600)

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

    @Test(arguments: [
        ClassRow(text: "Send the report end of week", due: "2027-02-05T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report end of quarter", due: "2027-03-31T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report end of year", due: "2027-12-31T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт конец недели", due: "2027-02-05T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт конец квартала", due: "2027-03-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт конец года", due: "2027-12-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "конец квартала", due: "2027-03-31T18:00"),
        ClassRow(text: "Wysłać raport koniec tygodnia", due: "2027-02-05T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wysłać raport koniec kwartału", due: "2027-03-31T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wyslac raport koniec kwartalu", due: "2027-03-31T18:00", title: "Wyslac raport", region: "PL"),
        ClassRow(text: "Wysłać raport koniec roku", due: "2027-12-31T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "koniec roku", due: "2027-12-31T18:00", region: "PL"),
        // Must not: each period's end right after a verb is its object, in Russian and Polish
        // alike, the month's as the others'; "the end of the movie" is no period's.
        ClassRow(text: "Обсудить конец года", due: "-", title: "Обсудить конец года"),
        ClassRow(text: "Обсудить конец месяца", due: "-", title: "Обсудить конец месяца"),
        ClassRow(text: "Спланировать конец квартала", due: "-", title: "Спланировать конец квартала"),
        ClassRow(text: "Обсуди конец недели", due: "-", title: "Обсуди конец недели"),
        ClassRow(text: "Omówić koniec roku", due: "-", title: "Omówić koniec roku", region: "PL"),
        ClassRow(text: "Omówić koniec miesiąca", due: "-", title: "Omówić koniec miesiąca", region: "PL"),
        ClassRow(text: "Zaplanować koniec kwartału", due: "-", title: "Zaplanować koniec kwartału", region: "PL"),
        ClassRow(text: "Watch the end of the movie", due: "-", title: "Watch the end of the movie", region: "US"),
        ClassRow(text: "Сдать отчёт к концу года", due: "2027-12-31T18:00", title: "Сдать отчёт"),
    ].map { var row = $0; row.now = Self.february; return row })
    func theEndOfEveryPeriodSaidBareIsADeadline(_ row: ClassRow) { row.check() }

    /// Right after a verb the end of a period counted from this one ("next", "last", "this") is
    /// the verb's object as the end of the period alone is, in English too ("Discuss the end of
    /// next month"); after the verb's object, or with a preposition, it is the deadline.
    @Test(arguments: [
        ClassRow(text: "Обсудить конец следующего месяца", due: "-", title: "Обсудить конец следующего месяца"),
        ClassRow(text: "Обсудить конец следующей недели", due: "-", title: "Обсудить конец следующей недели"),
        ClassRow(text: "Спланировать конец следующего квартала", due: "-", title: "Спланировать конец следующего квартала"),
        ClassRow(text: "Обсудить конец прошлого года", due: "-", title: "Обсудить конец прошлого года"),
        ClassRow(text: "Omówić koniec przyszłego miesiąca", due: "-", title: "Omówić koniec przyszłego miesiąca", region: "PL"),
        ClassRow(text: "Zaplanować koniec następnego kwartału", due: "-", title: "Zaplanować koniec następnego kwartału",
                 region: "PL"),
        ClassRow(text: "Discuss the end of next month", due: "-", title: "Discuss the end of next month", region: "US"),
        ClassRow(text: "Discuss the end of the year", due: "-", title: "Discuss the end of the year", region: "US"),
        ClassRow(text: "Plan the end of next quarter", due: "-", title: "Plan the end of next quarter", region: "US"),
        // Must not: after the verb's object, or after a preposition, it is the deadline.
        ClassRow(text: "Сдать отчёт конец следующего месяца", due: "2027-03-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Обсудить план до конца следующего месяца", due: "2027-03-31T18:00", title: "Обсудить план"),
        ClassRow(text: "Wysłać raport koniec przyszłego miesiąca", due: "2027-03-31T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Send the report by the end of next month", due: "2027-03-31T18:00", title: "Send the report",
                 region: "US"),
        ClassRow(text: "Discuss the plan at the end of next month", due: "2027-03-31T18:00", title: "Discuss the plan",
                 region: "US"),
    ].map { var row = $0; row.now = Self.february; return row })
    func theEndOfAPeriodCountedFromThisOneAfterAVerbIsItsObject(_ row: ClassRow) { row.check() }
}
