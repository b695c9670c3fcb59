import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// Spans that start somewhere (issue 28: an interval's start is the task's start), each class
/// written from its rule, in English, Russian and Polish where the class exists there: now is
/// Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    // MARK: A length from a moment is a span that starts there

    @Test(arguments: [
        ClassRow(text: "Support shift for 2 hours from 2pm", due: "2026-12-02T16:00", start: "2026-12-02T14:00",
                 title: "Support shift", region: "US"),
        ClassRow(text: "Support shift from 2pm for 2 hours", due: "2026-12-02T16:00", start: "2026-12-02T14:00",
                 title: "Support shift", region: "US"),
        ClassRow(text: "Out of office for 3 days from Friday", due: "2026-12-06", start: "2026-12-04", title: "Out of office",
                 region: "US"),
        ClassRow(text: "Out of office for 1 week, from Dec 20", due: "2026-12-26", start: "2026-12-20", title: "Out of office",
                 region: "US"),
        ClassRow(text: "Дежурство с 14:00 на 2 часа", due: "2026-12-02T16:00", start: "2026-12-02T14:00", title: "Дежурство"),
        ClassRow(text: "Отпуск на 3 дня с 10 декабря", due: "2026-12-12", start: "2026-12-10", title: "Отпуск"),
        ClassRow(text: "Dyżur od 14:00 przez 2 godziny", due: "2026-12-02T16:00", start: "2026-12-02T14:00", title: "Dyżur",
                 region: "PL"),
        ClassRow(text: "Urlop na 3 dni od 10 grudnia", due: "2026-12-12", start: "2026-12-10", title: "Urlop", region: "PL"),
    ])
    func aLengthFromAMomentIsASpan(_ row: ClassRow) { row.check() }

    /// How long the work takes on a day is no span: "Friday for 2 hours" is due Friday.
    @Test func aLengthOnADayIsNoSpan() {
        let draft = Self.draft("Pair with Anna on Friday for 2 hours", region: "US")
        #expect(ClassRow.text(draft.due) == "2026-12-04")
        #expect(draft.start == nil)
    }

    // MARK: A span that ends now starts that long ago

    @Test(arguments: [
        ClassRow(text: "Review the logs of the last 3 days", due: "-", start: "2026-11-29", region: "US"),
        ClassRow(text: "Check the alerts from the past 2 hours", due: "-", start: "2026-12-02T08:00", region: "US"),
        ClassRow(text: "Summarise the sales of the previous 2 quarters", due: "-", start: "2026-04-01", region: "US"),
        ClassRow(text: "Проверить логи за последние 3 дня", due: "-", start: "2026-11-29", title: "Проверить логи"),
        ClassRow(text: "Przejrzeć logi z ostatnich 3 dni", due: "-", start: "2026-11-29", title: "Przejrzeć logi",
                 region: "PL"),
    ])
    func aSpanThatEndsNow(_ row: ClassRow) { row.check() }

    /// The same span with its count before "past", "последних", "ostatnich".
    @Test(arguments: [
        ClassRow(text: "Count the visits in the 5 past minutes", due: "-", start: "2026-12-02T09:55",
                 title: "Count the visits", region: "US"),
        ClassRow(text: "Summarise the 10 previous weeks", due: "-", start: "2026-09-23", title: "Summarise", region: "US"),
        ClassRow(text: "Посчитать визиты за 5 последних минут", due: "-", start: "2026-12-02T09:55", title: "Посчитать визиты"),
        ClassRow(text: "Сверить платежи за 3 прошедших дня", due: "-", start: "2026-11-29", title: "Сверить платежи"),
        ClassRow(text: "Policzyć wizyty z 5 ostatnich minut", due: "-", start: "2026-12-02T09:55", title: "Policzyć wizyty",
                 region: "PL"),
    ])
    func aSpanThatEndsNowWithItsCountFirst(_ row: ClassRow) { row.check() }

    /// A count of things before "last minute" is no span: the things were counted in it.
    @Test func aCountBeforeLastMinuteIsNoSpan() {
        let draft = Self.draft("Note the 13 last minute changes", region: "US")
        #expect(draft.start == nil)
    }

    // MARK: The first or last units of a period

    /// "the last four months of 2021" is a span inside that year, not one that ends now; weeks
    /// are the whole Monday-to-Sunday weeks inside the period (2026 ends on a Thursday, 2027
    /// starts on a Friday).
    @Test(arguments: [
        ClassRow(text: "Audit the last four months of 2021", due: "2021-12-31", start: "2021-09-01", title: "Audit",
                 region: "US"),
        ClassRow(text: "Freeze deploys for the last 3 weeks of this year", due: "2026-12-27", start: "2026-12-07",
                 title: "Freeze deploys", region: "US"),
        ClassRow(text: "Plan the first 2 weeks of next year", due: "2027-01-17", start: "2027-01-04", title: "Plan",
                 region: "US"),
        ClassRow(text: "Review the first 10 days of next month", due: "2027-01-10", start: "2027-01-01", title: "Review",
                 region: "US"),
        ClassRow(text: "Проверить последние 3 недели этого года", due: "2026-12-27", start: "2026-12-07", title: "Проверить"),
        ClassRow(text: "Спланировать первые 2 недели 2027 года", due: "2027-01-17", start: "2027-01-04", title: "Спланировать"),
        ClassRow(text: "Sprawdzić ostatnie 4 miesiące 2021 roku", due: "2021-12-31", start: "2021-09-01", title: "Sprawdzić",
                 region: "PL"),
        ClassRow(text: "Sprawdzić ostatnie 3 tygodnie tego roku", due: "2026-12-27", start: "2026-12-07", title: "Sprawdzić",
                 region: "PL"),
    ])
    func unitsAtAnEndOfAPeriod(_ row: ClassRow) { row.check() }

    // MARK: Hours with a dash, one side saying its half of the day

    @Test(arguments: [
        ClassRow(text: "Support shift tomorrow 3-8pm", due: "2026-12-03T20:00", start: "2026-12-03T15:00",
                 title: "Support shift", region: "US"),
        ClassRow(text: "Support shift tomorrow 8am-3", due: "2026-12-03T15:00", start: "2026-12-03T08:00",
                 title: "Support shift", region: "US"),
    ])
    func hoursWithADash(_ row: ClassRow) { row.check() }

    // MARK: The weekend is a span from its Saturday

    @Test(arguments: [
        ClassRow(text: "Dinner with mom this weekend", due: "2026-12-05", start: "2026-12-05", title: "Dinner with mom",
                 region: "US"),
        ClassRow(text: "Ужин с мамой на выходных", due: "2026-12-05", start: "2026-12-05", title: "Ужин с мамой"),
        ClassRow(text: "Obiad z mamą w weekend", due: "2026-12-05", start: "2026-12-05", title: "Obiad z mamą", region: "PL"),
    ])
    func theWeekendStartsOnSaturday(_ row: ClassRow) { row.check() }

    // MARK: A week by its number (ISO 8601), forward without a year

    @Test(arguments: [
        ClassRow(text: "Show sales in week 31", due: "2027-08-06", start: "2027-08-02", title: "Show sales", region: "US"),
        ClassRow(text: "Plan the sprint for the week 3 of 2027", due: "2027-01-22", start: "2027-01-18", region: "US"),
        ClassRow(text: "Close the books in week 49", due: "2026-12-04", start: "2026-11-30", region: "US"),
        ClassRow(text: "Отчёт за неделю 31", due: "2027-08-06", start: "2027-08-02"),
        ClassRow(text: "Raport w tygodniu 31", due: "2027-08-06", start: "2027-08-02", region: "PL"),
    ])
    func aWeekByItsNumber(_ row: ClassRow) { row.check() }

    // MARK: A half of a year is a span

    @Test(arguments: [
        ClassRow(text: "Close the books in the first half of 2027", due: "2027-06-30", start: "2027-01-01",
                 title: "Close the books", region: "US"),
        ClassRow(text: "Hire two engineers, 2027 H2", due: "2027-12-31", start: "2027-07-01", region: "US"),
        ClassRow(text: "Renew the lease 2027-H1", due: "2027-06-30", start: "2027-01-01", region: "US"),
        ClassRow(text: "Move the office in the second half of next year", due: "2027-12-31", start: "2027-07-01", region: "US"),
        ClassRow(text: "Сдать отчёт в первом полугодии 2027 года", due: "2027-06-30", start: "2027-01-01", title: "Сдать отчёт"),
        // A report "for" a half-year is about it, as one for a quarter is (NumberedQuarterClassTests).
        ClassRow(text: "Отчёт за первое полугодие 2027 года", title: "Отчёт за первое полугодие 2027 года"),
        ClassRow(text: "Переехать во второй половине 2027 года", due: "2027-12-31", start: "2027-07-01", title: "Переехать"),
        ClassRow(text: "Przeprowadzka w pierwszej połowie 2027 roku", due: "2027-06-30", start: "2027-01-01",
                 title: "Przeprowadzka", region: "PL"),
    ])
    func aHalfOfAYear(_ row: ClassRow) { row.check() }

    @Test func theFirstHalfOfAnythingElseIsNoDate() {
        let draft = Self.draft("Rewrite the first half of the chapter", region: "US")
        #expect(draft.due == nil && draft.start == nil)
    }

    // MARK: Ranges with now at one end, a year as where something starts, a tilde between years

    @Test(arguments: [
        ClassRow(text: "Collect feedback between now and Friday", due: "2026-12-04", start: "2026-12-02T10:00",
                 title: "Collect feedback", region: "US"),
        ClassRow(text: "Audit the invoices between Jan 2025 and now", due: "-", start: "2025-01-01", region: "US"),
        ClassRow(text: "Archive the invoices from 2025.", due: "-", start: "2025-01-01", title: "Archive the invoices",
                 region: "US"),
        ClassRow(text: "Архивировать счета с 2025.", due: "-", start: "2025-01-01", title: "Архивировать счета"),
        ClassRow(text: "Zarchiwizować faktury od 2025.", due: "-", start: "2025-01-01", title: "Zarchiwizować faktury",
                 region: "PL"),
        ClassRow(text: "Compare the sales of 2014~2018", due: "2018-12-31", start: "2014-01-01", region: "US"),
    ])
    func rangesWithNowAndYears(_ row: ClassRow) { row.check() }

    // MARK: Ranges of months, and ranges of dates written with a dash

    @Test(arguments: [
        ClassRow(text: "Trade fair Jan-Feb 2027", due: "2027-02-28", start: "2027-01-01", title: "Trade fair", region: "US"),
        ClassRow(text: "Ski season Nov-Feb 2027", due: "2027-02-28", start: "2026-11-01", title: "Ski season", region: "US"),
        ClassRow(text: "Garden work from May to September", due: "2027-09-30", start: "2027-05-01", title: "Garden work",
                 region: "US"),
        ClassRow(text: "Exhibition from October to January", due: "2027-01-31", start: "2026-10-01", title: "Exhibition",
                 region: "US"),
        ClassRow(text: "Vacation 12/20-1/5", due: "2027-01-05", start: "2026-12-20", title: "Vacation", region: "US"),
        ClassRow(text: "Vacation 12/20/2026-1/5/2027", due: "2027-01-05", start: "2026-12-20", title: "Vacation", region: "US"),
        ClassRow(text: "Support shift 5 to 6pm", due: "2026-12-02T18:00", start: "2026-12-02T17:00", title: "Support shift",
                 region: "US"),
        ClassRow(text: "On call between 7 and 9 tomorrow night", due: "2026-12-03T21:00", start: "2026-12-03T19:00",
                 title: "On call", region: "US"),
    ])
    func rangesOfMonthsAndDashedDates(_ row: ClassRow) { row.check() }

    // MARK: Earlier or later in this period

    @Test(arguments: [
        ClassRow(text: "Find a slot to meet later this week", due: "2026-12-04", start: "2026-12-03",
                 title: "Find a slot to meet", region: "US"),
        ClassRow(text: "Review what we shipped earlier this month", due: "-", start: "2026-12-01",
                 title: "Review what we shipped", region: "US"),
        ClassRow(text: "Plan the offsite later in the year", due: "2026-12-31", start: "2026-12-02", title: "Plan the offsite",
                 region: "US"),
    ])
    func earlierOrLaterInThisPeriod(_ row: ClassRow) { row.check() }

    // MARK: Days of one month: the side that names no month takes the other's

    @Test(arguments: [
        ClassRow(text: "Conference July 13-15", due: "2027-07-15", start: "2027-07-13", title: "Conference", region: "US"),
        ClassRow(text: "Conference from 13th to 15th July", due: "2027-07-15", start: "2027-07-13", title: "Conference",
                 region: "US"),
        ClassRow(text: "Конференция 1-8 сентября", due: "2027-09-08", start: "2027-09-01", title: "Конференция"),
        ClassRow(text: "Konferencja 1-8 września", due: "2027-09-08", start: "2027-09-01", title: "Konferencja", region: "PL"),
    ])
    func daysOfOneMonth(_ row: ClassRow) { row.check() }

    // MARK: A part of this, next or last week, month or year

    @Test(arguments: [
        ClassRow(text: "Send the report at the end of next week", due: "2026-12-11T18:00", title: "Send the report",
                 region: "US"),
        ClassRow(text: "Send the report at the beginning of next week", due: "2026-12-08", start: "2026-12-07",
                 title: "Send the report", region: "US"),
        ClassRow(text: "Plan the budget in the middle of next month", due: "2027-01-20", start: "2027-01-11",
                 title: "Plan the budget", region: "US"),
        ClassRow(text: "Сдать отчёт в начале следующей недели", due: "2026-12-08", start: "2026-12-07", title: "Сдать отчёт"),
        // January 2027 ends on a Sunday: the deadline is its last working day (LastWorkingDayClassTests).
        ClassRow(text: "Закрыть сделку в конце следующего месяца", due: "2027-01-29T18:00", title: "Закрыть сделку"),
        ClassRow(text: "Oddać raport na początku przyszłego tygodnia", due: "2026-12-08", start: "2026-12-07",
                 title: "Oddać raport", region: "PL"),
    ])
    func aPartOfANearbyPeriod(_ row: ClassRow) { row.check() }
}
