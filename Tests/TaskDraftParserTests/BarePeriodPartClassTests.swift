import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A part of a period said bare, with no "this" or "next" ("в начале года", "at the beginning
/// of the month", "na początku roku", "early in the year", "mid-year"), is this period's while its window is
/// open and the next period's once the whole window is past: said in December the beginning and
/// the middle of the year are next year's, the end of the year still this one's; a month's
/// first days stay this month's. "By the
/// beginning of" a period and "к началу" one counted or named are a deadline on its first day,
/// where "at the beginning of", "в начале" and "na początku" stay its first days. Written from
/// the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow, or Friday 2026-12-25
/// 10:00 where the month's first days are past.
@Suite struct BarePeriodPartClassTests {
    /// Friday 2026-12-25 10:00 in Moscow: December's first ten days and its middle are past.
    static let lateDecember = Instant(seconds: 1_798_182_000)

    @Test(arguments: [
        ClassRow(text: "Сдать отчёт в начале года", due: "2027-04-30", start: "2027-01-01", title: "Сдать отчёт"),
        ClassRow(text: "Submit the report at the beginning of the year", due: "2027-04-30", start: "2027-01-01",
                 title: "Submit the report", region: "US"),
        ClassRow(text: "Oddać raport na początku roku", due: "2027-04-30", start: "2027-01-01", title: "Oddać raport",
                 region: "PL"),
        ClassRow(text: "Submit the report early in the year", due: "2027-04-30", start: "2027-01-01", title: "Submit the report",
                 region: "US"),
        ClassRow(text: "Сдать отчёт в середине года", due: "2027-08-31", start: "2027-05-01", title: "Сдать отчёт"),
        ClassRow(text: "Submit the report in the middle of the year", due: "2027-08-31", start: "2027-05-01",
                 title: "Submit the report", region: "US"),
        ClassRow(text: "Review the budget mid-year", due: "2027-08-31", start: "2027-05-01", title: "Review the budget",
                 region: "US"),
        ClassRow(text: "Oddać raport w połowie roku", due: "2027-08-31", start: "2027-05-01", title: "Oddać raport",
                 region: "PL"),
        ClassRow(text: "Позвонить в начале недели", due: "2026-12-08", start: "2026-12-07", title: "Позвонить"),
        // Must not: a window still open stays this period's, and one said with "this", or
        // written short ("BOY"), is this period's whatever the day.
        ClassRow(text: "Сдать отчёт в конце года", due: "2026-12-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Submit the report at the end of the year", due: "2026-12-31T18:00", title: "Submit the report",
                 region: "US"),
        ClassRow(text: "Оплатить аренду в начале месяца", due: "2026-12-10", start: "2026-12-01", title: "Оплатить аренду"),
        ClassRow(text: "Pay the rent in the middle of the month", due: "2026-12-20", start: "2026-12-11", title: "Pay the rent",
                 region: "US"),
        ClassRow(text: "Zapłacić czynsz na początku miesiąca", due: "2026-12-10", start: "2026-12-01", title: "Zapłacić czynsz",
                 region: "PL"),
        ClassRow(text: "Submit the report late in the year", due: "2026-12-31", start: "2026-09-01", title: "Submit the report",
                 region: "US"),
        ClassRow(text: "Pay the dues BOY", due: "2026-04-30", start: "2026-01-01", title: "Pay the dues", region: "US"),
        ClassRow(text: "Call Bob late in the game", due: "-", title: "Call Bob late in the game", region: "US"),
        ClassRow(text: "Сдать отчёт в начале этого года", due: "2026-04-30", start: "2026-01-01", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт в начале следующего года", due: "2027-04-30", start: "2027-01-01", title: "Сдать отчёт"),
    ])
    func aBarePartWhoseWindowIsPastIsTheNextPeriods(_ row: ClassRow) { row.check() }

    /// Must not: a month's first days said bare stay this month's once past, as the public
    /// corpora read them ("the beginning of the month" on the 12th is this month's 1st).
    @Test(arguments: [
        ClassRow(text: "Оплатить аренду в начале месяца", due: "2026-12-10", start: "2026-12-01", title: "Оплатить аренду"),
        ClassRow(text: "Pay the rent at the beginning of the month", due: "2026-12-10", start: "2026-12-01", title: "Pay the rent",
                 region: "US"),
        ClassRow(text: "Zapłacić czynsz na początku miesiąca", due: "2026-12-10", start: "2026-12-01", title: "Zapłacić czynsz",
                 region: "PL"),
        ClassRow(text: "Pay the rent mid-month", due: "2026-12-20", start: "2026-12-11", title: "Pay the rent", region: "US"),
        ClassRow(text: "Оплатить аренду в конце месяца", due: "2026-12-31T18:00", title: "Оплатить аренду"),
    ].map { var row = $0; row.now = Self.lateDecember; return row })
    func aMonthsPastFirstDaysStayThisMonths(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Сдать отчёт к началу следующего месяца", due: "2027-01-01", title: "Сдать отчёт"),
        ClassRow(text: "Send the report by the beginning of next month", due: "2027-01-01", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report by the start of next month", due: "2027-01-01", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт к началу следующего квартала", due: "2027-01-01", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт к началу следующего года", due: "2027-01-01", title: "Сдать отчёт"),
        ClassRow(text: "Send the report by the start of January", due: "2027-01-01", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт к началу марта", due: "2027-03-01", title: "Сдать отчёт"),
        ClassRow(text: "Send the report by the beginning of 2028", due: "2028-01-01", title: "Send the report", region: "US"),
        ClassRow(text: "Send the report by the start of December", due: "2027-12-01", title: "Send the report", region: "US"),
        // Must not: "at the beginning of", "в начале" and "na początku" are the period's first
        // days; "к началу" a period not counted names none; the start of what is no period is text.
        ClassRow(text: "Send the report at the beginning of next month", due: "2027-01-10", start: "2027-01-01",
                 title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт в начале следующего месяца", due: "2027-01-10", start: "2027-01-01", title: "Сдать отчёт"),
        ClassRow(text: "Wysłać raport na początku przyszłego miesiąca", due: "2027-01-10", start: "2027-01-01",
                 title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Сдать отчёт к началу месяца", due: "-", title: "Сдать отчёт к началу месяца"),
        ClassRow(text: "Read it by the start of the chapter", due: "-", title: "Read it by the start of the chapter", region: "US"),
        ClassRow(text: "Прийти к началу фильма", due: "-", title: "Прийти к началу фильма"),
    ])
    func byTheBeginningOfAPeriodIsDueOnItsFirstDay(_ row: ClassRow) { row.check() }

    /// Tuesday 2026-12-01 10:00 in Moscow: December's first day is today.
    static let firstOfDecember = Instant(seconds: 1_796_108_400)

    /// "By the beginning of" a month named alone is this year's while its first day, the
    /// deadline, is today or ahead, and next year's the day after it: on 1 December "by the start
    /// of December" is due today, on 2 December the next December's first day (above).
    @Test(arguments: [
        ClassRow(text: "Send the report by the start of December", due: "2026-12-01", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт к началу декабря", due: "2026-12-01", title: "Сдать отчёт"),
        ClassRow(text: "Send the report by the beginning of January", due: "2027-01-01", title: "Send the report", region: "US"),
        // Must not: a month whose first day is past is next year's.
        ClassRow(text: "Send the report by the start of November", due: "2027-11-01", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт к началу ноября", due: "2027-11-01", title: "Сдать отчёт"),
    ].map { var row = $0; row.now = Self.firstOfDecember; return row })
    func byTheBeginningOfAMonthIsThisYearsUntilItsFirstDayHasPassed(_ row: ClassRow) { row.check() }
}
