import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// Date, time and duration forms, class by class, in Russian, Polish and English where the
/// class exists, written from the rule (issue 28 §2, the classes dateparser's suites showed):
/// now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct DateFormClassTests {
    static func draft(_ text: String, region: String = "RU") -> TaskDraft { GrammarClassTests.draft(text, region: region) }

    // MARK: Months are calendar months, also beside hours

    /// A span of months and hours moves the date by calendar months and the clock by hours:
    /// two months before 2 December is 2 October, not 61 days before it.
    @Test(arguments: [
        ClassRow(text: "Log the call 2 months and 1 hour ago", due: "2026-10-02T09:00", title: "Log the call", region: "US"),
        ClassRow(text: "Записать звонок 2 месяца и 1 час назад", due: "2026-10-02T09:00", title: "Записать звонок"),
        ClassRow(text: "Zapisać rozmowę 2 miesiące i 1 godzinę temu", due: "2026-10-02T09:00", title: "Zapisać rozmowę",
                 region: "PL"),
        ClassRow(text: "Renew in 1 year, 1 month and 3 hours", due: "2028-01-02T13:00", title: "Renew", region: "US"),
        ClassRow(text: "Продлить через 1 год 1 месяц и 3 часа", due: "2028-01-02T13:00", title: "Продлить"),
        ClassRow(text: "Przedłużyć za 1 rok, 1 miesiąc i 3 godziny", due: "2028-01-02T13:00", title: "Przedłużyć",
                 region: "PL"),
    ])
    func monthsAndHoursAreCalendarMonths(_ row: ClassRow) { row.check() }

    // MARK: Shortened units keep their full stop

    @Test(arguments: [
        ClassRow(text: "Записать звонок 2 ч. 21 мин. назад", due: "2026-12-02T07:39", title: "Записать звонок"),
        ClassRow(text: "Созвониться через 1 ч. 30 мин.", due: "2026-12-02T11:30", title: "Созвониться"),
        ClassRow(text: "Zapisać rozmowę 1 godz. 2 min. temu", due: "2026-12-02T08:58", title: "Zapisać rozmowę", region: "PL"),
        ClassRow(text: "Log the call 2 hrs. 15 mins. ago", due: "2026-12-02T07:45", title: "Log the call", region: "US"),
    ])
    func shortenedUnitsCompose(_ row: ClassRow) { row.check() }

    // MARK: A year said after a date

    @Test(arguments: [
        ClassRow(text: "Сдать отчёт 14 марта в 2028 году", due: "2028-03-14", title: "Сдать отчёт"),
        ClassRow(text: "Oddać raport 14 marca 2028 r.", due: "2028-03-14", title: "Oddać raport", region: "PL"),
        ClassRow(text: "Oddać raport 14 marca w 2028 roku", due: "2028-03-14", title: "Oddać raport", region: "PL"),
        ClassRow(text: "Kickoff Aug 05 12:00 2027", due: "2027-08-05T12:00", title: "Kickoff", region: "US"),
        ClassRow(text: "Встреча 2 декабря 27 11:15", due: "2027-12-02T11:15", title: "Встреча"),
        ClassRow(text: "План на год 2028", due: "2028-12-31", start: "2028-01-01", title: "План"),
        ClassRow(text: "План на год2028", due: "2028-12-31", start: "2028-01-01", title: "План"),
    ])
    func aYearAfterADate(_ row: ClassRow) { row.check() }

    // MARK: The end of a named month

    @Test(arguments: [
        ClassRow(text: "Сдать отчёт к концу марта", due: "2027-03-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт до конца мая 2027 года", due: "2027-05-31T18:00", title: "Сдать отчёт"),
        ClassRow(text: "Oddać raport do końca marca", due: "2027-03-31T18:00", title: "Oddać raport", region: "PL"),
        ClassRow(text: "Submit the report by the end of March", due: "2027-03-31T18:00", title: "Submit the report",
                 region: "US"),
        ClassRow(text: "Submit the report by the end of May", due: "2027-05-31T18:00", title: "Submit the report",
                 region: "US"),
    ])
    func theEndOfANamedMonth(_ row: ClassRow) { row.check() }

    /// May's Russian forms are three letters, as abbreviations are, and still name the month.
    @Test(arguments: [
        ClassRow(text: "Отпуск в мае", due: "2027-05-31", start: "2027-05-01", title: "Отпуск"),
        ClassRow(text: "Отчёт к маю", due: "2027-05-31", start: "2027-05-01", title: "Отчёт"),
    ])
    func mayInEveryCase(_ row: ClassRow) { row.check() }

    // MARK: Numbers and ordinals in words

    @Test(arguments: [
        ClassRow(text: "Позвонить через двадцать один день", due: "2026-12-23", title: "Позвонить"),
        ClassRow(text: "Позвонить через двадцать два дня", due: "2026-12-24", title: "Позвонить"),
        ClassRow(text: "Zadzwonić za dwadzieścia jeden dni", due: "2026-12-23", title: "Zadzwonić", region: "PL"),
        ClassRow(text: "Call in twenty one days", due: "2026-12-23", title: "Call", region: "US"),
        ClassRow(text: "Call in twenty-one days", due: "2026-12-23", title: "Call", region: "US"),
    ])
    func aTwoWordNumberCounts(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Оплатить до пятого числа", due: "2026-12-05", title: "Оплатить"),
        ClassRow(text: "Оплатить первого числа", due: "2027-01-01", title: "Оплатить"),
        ClassRow(text: "Zapłacić piątego dnia miesiąca", due: "2026-12-05", title: "Zapłacić", region: "PL"),
        ClassRow(text: "Pay rent on the first", due: "2027-01-01", title: "Pay rent", region: "US"),
    ])
    func anOrdinalDayOfTheMonth(_ row: ClassRow) { row.check() }

    /// "the first" before the noun it qualifies is no day of the month.
    @Test(arguments: ["Review the first draft", "Send the second invoice"])
    func anOrdinalBeforeANounIsNoDate(_ text: String) {
        let draft = Self.draft(text, region: "US")
        #expect(draft.due == nil, "\(text): \(String(describing: draft.due))")
        #expect(draft.title == text, "\(text): \(draft.title)")
    }

    // MARK: Numeric dates and times with dots

    @Test(arguments: [
        ClassRow(text: "Termin 26. 10. 2027", due: "2027-10-26", title: "Termin", region: "PL"),
        ClassRow(text: "Срок 26 . 10 . 27", due: "2027-10-26", title: "Срок"),
        ClassRow(text: "Renewal 30. 09. 2027", due: "2027-09-30", title: "Renewal", region: "US"),
        ClassRow(text: "Spotkanie 29.01.2027 13.12", due: "2027-01-29T13:12", title: "Spotkanie", region: "PL"),
        ClassRow(text: "Встреча 29.01.2027 9.05", due: "2027-01-29T09:05", title: "Встреча"),
        ClassRow(text: "Call 1 a.m 20.07.2027", due: "2027-07-20T01:00", title: "Call", region: "US"),
    ])
    func numericFormsWithDots(_ row: ClassRow) { row.check() }

    // MARK: A fraction of a calendar unit

    @Test(arguments: [
        ClassRow(text: "Renew the passport in half a year", due: "2027-06-02", title: "Renew the passport", region: "US"),
        ClassRow(text: "Przedłużyć paszport za pół roku", due: "2027-06-02", title: "Przedłużyć paszport", region: "PL"),
        ClassRow(text: "Продлить паспорт через пол года", due: "2027-06-02", title: "Продлить паспорт"),
    ])
    func halfAYearIsSixMonths(_ row: ClassRow) { row.check() }

    // MARK: Decades

    @Test(arguments: [
        ClassRow(text: "Revisit the plan next decade", due: "2036-12-02", title: "Revisit the plan", region: "US"),
        ClassRow(text: "Review what changed last decade", due: "2016-12-02", title: "Review what changed", region: "US"),
    ])
    func aDecadeIsTenYears(_ row: ClassRow) { row.check() }
}
