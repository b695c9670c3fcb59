import Testing
@testable import TaskDraftParser

/// The middle of a month or of this month said with "mid" ("mid-October", "by mid-October",
/// "mid-month", "mid next month") reads as "в середине октября" and "w połowie października"
/// do: the task starts on the 11th and is due on the 20th, this year's October or next year's
/// once it is over. Now is Wednesday 2026-12-02.
@Suite struct MidPeriodClassTests {

    @Test(arguments: [
        ClassRow(text: "Submit report in mid-October", due: "2027-10-20", start: "2027-10-11", title: "Submit report", region: "US"),
        ClassRow(text: "Submit report by mid-October", due: "2027-10-20", start: "2027-10-11", title: "Submit report", region: "US"),
        ClassRow(text: "Mid-October submit report", due: "2027-10-20", start: "2027-10-11", title: "Submit report", region: "US"),
        ClassRow(text: "Submit report mid-October 2028", due: "2028-10-20", start: "2028-10-11", title: "Submit report", region: "US"),
        ClassRow(text: "Submit report in the middle of October", due: "2027-10-20", start: "2027-10-11", title: "Submit report",
             region: "US"),
        ClassRow(text: "Review the budget late-May", due: "2027-05-31", start: "2027-05-21", title: "Review the budget", region: "US"),
        ClassRow(text: "Pay the rent mid-month", due: "2026-12-20", start: "2026-12-11", title: "Pay the rent", region: "US"),
        ClassRow(text: "Pay the rent mid month", due: "2026-12-20", start: "2026-12-11", title: "Pay the rent", region: "US"),
        ClassRow(text: "Pay the rent mid next month", due: "2027-01-20", start: "2027-01-11", title: "Pay the rent", region: "US"),
        ClassRow(text: "Сдать отчёт в середине октября", due: "2027-10-20", start: "2027-10-11", title: "Сдать отчёт"),
        ClassRow(text: "Оплатить аренду в середине месяца", due: "2026-12-20", start: "2026-12-11", title: "Оплатить аренду"),
        ClassRow(text: "Oddać raport w połowie października", due: "2027-10-20", start: "2027-10-11", title: "Oddać raport", region: "PL"),
        ClassRow(text: "Zapłacić czynsz w połowie miesiąca", due: "2026-12-20", start: "2026-12-11", title: "Zapłacić czynsz",
             region: "PL"),
    ])
    func theMiddleOfAMonth(_ c: ClassRow) { c.check() }

    /// "mid" before what is no month or period is a word of the title.
    @Test(arguments: [
        ClassRow(text: "Buy a mid-range laptop", due: "-", title: "Buy a mid-range laptop", region: "US"),
        ClassRow(text: "Order mid-size boxes", due: "-", title: "Order mid-size boxes", region: "US"),
        ClassRow(text: "Read about mid-century design", due: "-", title: "Read about mid-century design", region: "US"),
        ClassRow(text: "Найти середину отрезка", due: "-", title: "Найти середину отрезка"),
        ClassRow(text: "Wyznaczyć środek odcinka", due: "-", title: "Wyznaczyć środek odcinka", region: "PL"),
    ])
    func mustNotParse(_ c: ClassRow) { c.check() }
}
