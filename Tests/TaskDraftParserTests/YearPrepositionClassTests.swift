import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A year said with its preposition ("in 2027", "в 2027 году", "w 2027") is read with it: the
/// preposition leaves the title with the year, wherever in the sentence they stand. A number
/// after "in" that is no year, and a year with no preposition, stay title words. Written from
/// the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct YearPrepositionClassTests {
    @Test(arguments: [
        ClassRow(text: "In 2027 renew the passport", due: "2027-12-31", start: "2027-01-01", title: "Renew the passport",
                 region: "US"),
        ClassRow(text: "in 2027 at 9 standup", due: "2027-12-31", start: "2027-01-01", title: "At 9 standup", region: "US"),
        ClassRow(text: "During 2027 renew the passport", due: "2027-12-31", start: "2027-01-01", title: "Renew the passport",
                 region: "US"),
        ClassRow(text: "renew the passport in 2027", due: "2027-12-31", start: "2027-01-01", title: "Renew the passport",
                 region: "US"),
        ClassRow(text: "В 2027 году продлить паспорт", due: "2027-12-31", start: "2027-01-01", title: "Продлить паспорт"),
        ClassRow(text: "продлить паспорт в 2027 году", due: "2027-12-31", start: "2027-01-01", title: "Продлить паспорт"),
        ClassRow(text: "W 2027 odnowić paszport", due: "2027-12-31", start: "2027-01-01", title: "Odnowić paszport",
                 region: "PL"),
        ClassRow(text: "odnowić paszport w 2027 roku", due: "2027-12-31", start: "2027-01-01", title: "Odnowić paszport",
                 region: "PL"),
        // Must not: no year after "in", or a year that no preposition or noun makes one.
        ClassRow(text: "Fit in 3 meetings", due: "-", title: "Fit in 3 meetings", region: "US"),
        ClassRow(text: "Put 2027 in the report", due: "-", title: "Put 2027 in the report", region: "US"),
        ClassRow(text: "Вписать 2027 в отчёт", due: "-", title: "Вписать 2027 в отчёт"),
        ClassRow(text: "Wpisać 2027 w raporcie", due: "-", title: "Wpisać 2027 w raporcie", region: "PL"),
    ])
    func aYearTakesItsPreposition(_ c: ClassRow) { c.check() }

    /// Four digits after "в", "w", "in" with no "году"/"roku" after them are the year, at the end
    /// of a sentence or alone, never its hours and minutes run together ("в 2027" is no 20:27).
    /// After "at", "o" they stay the time, and a number no year is ("в 1030") stays one too.
    @Test(arguments: [
        ClassRow(text: "продлить паспорт в 2027", due: "2027-12-31", start: "2027-01-01",
                               title: "Продлить паспорт"),
        ClassRow(text: "в 2027", due: "2027-12-31", start: "2027-01-01"),
        ClassRow(text: "В 2027 продлить паспорт", due: "2027-12-31", start: "2027-01-01",
                               title: "Продлить паспорт"),
        ClassRow(text: "odnowić paszport w 2027", due: "2027-12-31", start: "2027-01-01",
                               title: "Odnowić paszport", region: "PL"),
        ClassRow(text: "w 2027", due: "2027-12-31", start: "2027-01-01", region: "PL"),
        ClassRow(text: "in 2027", due: "2027-12-31", start: "2027-01-01", region: "US"),
        // Must not: a preposition of a time, or four digits that are no year to come.
        ClassRow(text: "Созвон в 1030", due: "2026-12-02T10:30", title: "Созвон"),
        ClassRow(text: "Call at 2030", due: "2026-12-02T20:30", title: "Call", region: "US"),
        ClassRow(text: "Zadzwonić o 2030", due: "2026-12-02T20:30", title: "Zadzwonić", region: "PL"),
    ])
    func fourDigitsAfterAPrepositionAreAYear(_ c: ClassRow) { c.check() }
}
