import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// The end of a month, quarter or year, bare or after "by", "до", "do", "к", "pod koniec", or
/// named ("end of February", "end of Q3 2028", "end of 2028"), is a deadline at the end of the
/// period's last working day, Monday to Friday, as the end of a week is on its Friday: a
/// period whose last day is a Saturday or a Sunday is due on the Friday before it, at 18:00.
/// Once that Friday has passed and the period has not, it is the period's last day. A day
/// named as a date ("the last day of February", "28 lutego") is that day. Written from the
/// rule, per language.
@Suite struct LastWorkingDayClassTests {
    /// Tuesday 2027-02-02 10:00 in Moscow: February ends on Sunday the 28th.
    static let february = Instant(seconds: 1_801_551_600)
    /// Saturday 2027-02-27 10:00 in Moscow: February's last working day has passed.
    static let februarySaturday = Instant(seconds: 1_803_711_600)
    /// Tuesday 2028-09-05 10:00 in Moscow: September and the third quarter end on Saturday the
    /// 30th, the year on Sunday 31 December.
    static let september = Instant(seconds: 1_851_750_000)

    @Test(arguments: [
        ClassRow(text: "Send the report end of month", due: "2027-02-26T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report by the end of the month", due: "2027-02-26T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report EOM", due: "2027-02-26T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report by the end of February", due: "2027-02-26T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт конец месяца", due: "2027-02-26T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт до конца месяца", due: "2027-02-26T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт к концу февраля", due: "2027-02-26T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Wysłać raport koniec miesiąca", due: "2027-02-26T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wysłać raport do końca miesiąca", due: "2027-02-26T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wysłać raport pod koniec lutego", due: "2027-02-26T18:00", title: "Wysłać raport", region: "PL"),
        // Must not: a day named as a date is that day, a Sunday or not; the end of a month
        // right after a verb is its object.
        ClassRow(text: "Send the report on the last day of February", due: "2027-02-28", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт 28 февраля", due: "2027-02-28", title: "Сдать отчёт"),
        ClassRow(text: "Wysłać raport 28 lutego", due: "2027-02-28", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Обсудить конец месяца", due: "-", title: "Обсудить конец месяца"),
        ClassRow(text: "Omówić koniec miesiąca", due: "-", title: "Omówić koniec miesiąca", region: "PL"),
    ].map { var row = $0; row.now = Self.february; return row })
    func aMonthEndingOnASundayIsDueOnItsFriday(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Send the report end of month", due: "2028-09-29T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report by the end of the quarter", due: "2028-09-29T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report by the end of Q3 2028", due: "2028-09-29T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report by the end of the year", due: "2028-12-29T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report end of 2028", due: "2028-12-29T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report by the end of the week", due: "2028-09-08T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт конец месяца", due: "2028-09-29T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт до конца квартала", due: "2028-09-29T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт до конца года", due: "2028-12-29T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт конец года", due: "2028-12-29T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт до конца недели", due: "2028-09-08T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Wysłać raport koniec miesiąca", due: "2028-09-29T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wysłać raport do końca kwartału", due: "2028-09-29T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wysłać raport koniec roku", due: "2028-12-29T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wysłać raport do końca tygodnia", due: "2028-09-08T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Send the report by the end of next quarter", due: "2028-12-29T18:00", title: "Send the report",
                 region: "US"),
        ClassRow(text: "Сдать отчёт конец следующего квартала", due: "2028-12-29T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Wysłać raport koniec następnego kwartału", due: "2028-12-29T18:00", title: "Wysłać raport", region: "PL"),
        // Must not: the last day named as a date stays a Saturday.
        ClassRow(text: "Send the report on the last day of September", due: "2028-09-30", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт 30 сентября", due: "2028-09-30", title: "Сдать отчёт"),
        ClassRow(text: "Wysłać raport 30 września", due: "2028-09-30", title: "Wysłać raport", region: "PL"),
    ].map { var row = $0; row.now = Self.september; return row })
    func aPeriodEndingOnAWeekendIsDueOnItsFriday(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Send the report end of month", due: "2027-02-28T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт до конца месяца", due: "2027-02-28T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Wysłać raport do końca miesiąca", due: "2027-02-28T18:00", title: "Wysłać raport", region: "PL"),
    ].map { var row = $0; row.now = Self.februarySaturday; return row })
    func aPassedLastWorkingDayLeavesThePeriodsLastDay(_ row: ClassRow) { row.check() }

    /// The end of the next or the last quarter is that quarter's last working day: from
    /// Wednesday 2026-12-02 the first quarter of 2027, which ends on Wednesday 31 March, not the
    /// next year's last; the beginning, middle and end of a quarter are its three months, as a
    /// year's are its thirds.
    @Test(arguments: [
        ClassRow(text: "Send the report by the end of next quarter", due: "2027-03-31T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report end of the next quarter", due: "2027-03-31T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report by the end of last quarter", due: "2026-09-30T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт конец следующего квартала", due: "2027-03-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт до конца следующего квартала", due: "2027-03-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт до конца прошлого квартала", due: "2026-09-30T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Wysłać raport koniec następnego kwartału", due: "2027-03-31T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wysłać raport do końca następnego kwartału", due: "2027-03-31T18:00", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Plan hiring at the beginning of next quarter", due: "2027-01-31", start: "2027-01-01", title: "Plan hiring",
                 region: "US"),
        ClassRow(text: "Нанять команду в середине следующего квартала", due: "2027-02-28", start: "2027-02-01",
                 title: "Нанять команду"),
        // Must not: the next year's end stays the year's.
        ClassRow(text: "Send the report by the end of next year", due: "2027-12-31T18:00", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт до конца следующего года", due: "2027-12-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Wysłać raport do końca następnego roku", due: "2027-12-31T18:00", title: "Wysłać raport", region: "PL"),
    ])
    func theEndOfAnotherQuarterIsItsLastWorkingDay(_ row: ClassRow) { row.check() }

    /// "к концу", "к началу", "pod koniec", "под конец" and "z końcem" before a period counted
    /// from this one are its end and beginning as "в конце", "в начале" and "do końca" are: from
    /// Wednesday 2026-12-02 the end of next month is due on Friday 29 January 2027 at 18:00,
    /// its beginning is 1–10 January, the next quarter's its January; "к началу" one is due on
    /// its first day, as BarePeriodPartClassTests decides.
    @Test(arguments: [
        ClassRow(text: "Сдать отчёт к концу следующего месяца", due: "2027-01-29T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт в конце следующего месяца", due: "2027-01-29T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт под конец следующего месяца", due: "2027-01-29T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт к концу следующего квартала", due: "2027-03-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт к концу следующего года", due: "2027-12-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт к началу следующего месяца", due: "2027-01-01", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт в начале следующего месяца", due: "2027-01-10", start: "2027-01-01", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт к началу следующего квартала", due: "2027-01-01", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт в начале следующего квартала", due: "2027-01-31", start: "2027-01-01", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт к началу следующего года", due: "2027-01-01", title: "Сдать отчёт"),
        ClassRow(text: "Wysłać raport pod koniec przyszłego miesiąca", due: "2027-01-29T18:00", title: "Wysłać raport",
                 region: "PL"),
        ClassRow(text: "Wysłać raport z końcem przyszłego miesiąca", due: "2027-01-29T18:00", title: "Wysłać raport",
                 region: "PL"),
        ClassRow(text: "Wysłać raport na początku następnego kwartału", due: "2027-01-31", start: "2027-01-01",
                 title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wysłać raport z początkiem przyszłego miesiąca", due: "2027-01-10", start: "2027-01-01",
                 title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Send the report by the end of next month", due: "2027-01-29T18:00", title: "Send the report", region: "US"),
        // Must not: "к началу" with no period counted names none; a preposition with no period
        // stays in the title.
        ClassRow(text: "Сдать отчёт к началу месяца", due: "-", start: "-", title: "Сдать отчёт к началу месяца"),
        ClassRow(text: "Сдать отчёт к концу", due: "-", title: "Сдать отчёт к концу"),
        ClassRow(text: "Położyć klucz pod koniec wycieraczki", due: "-", title: "Położyć klucz pod koniec wycieraczki",
                 region: "PL"),
    ])
    func theEndOrBeginningOfTheNextPeriodAfterAnyPreposition(_ row: ClassRow) { row.check() }
}
