import Testing
@testable import TaskDraftParser

/// A weekday, its month and its day joined by hyphens ("Friday-Jun-15", as a calendar or a
/// booking writes them) is that date, in the year it falls on that weekday, as "Friday Jun 15"
/// and "Fri, Jul 18" are read: the words leave the title, where "Friday-Jun" was one hyphenated
/// word and the line was kept whole with no due. Now is Wednesday 2026-12-02 10:00 in Moscow;
/// 15 June is next a Friday in 2029.
@Suite struct WeekdayJoinedToADateClassTests {
    @Test(arguments: [
        ClassRow(text: "Call Jim Friday-Jun-15", due: "2029-06-15", title: "Call Jim", region: "US"),
        ClassRow(text: "Call Jim Fri-Jun-15", due: "2029-06-15", title: "Call Jim", region: "US"),
        ClassRow(text: "Call Jim Friday-June-15 at 3pm", due: "2029-06-15T15:00", title: "Call Jim", region: "US"),
        ClassRow(text: "Созвон с Джимом пт-июн-15", due: "2029-06-15", title: "Созвон с Джимом"),
        ClassRow(text: "Spotkanie z Jimem pt-cze-15", due: "2029-06-15", title: "Spotkanie z Jimem", region: "PL"),
    ])
    func aWeekdayJoinedToItsDate(_ row: ClassRow) { row.check() }

    /// Must not: a weekday and a month with no day, two weekdays, a day the month has not, and
    /// two months are read as before.
    @Test(arguments: [
        ClassRow(text: "Call Jim Mon-Fri", title: "Call Jim Mon-Fri", region: "US"),
        ClassRow(text: "Call Jim Friday-Sunday", title: "Call Jim Friday-Sunday", region: "US"),
        ClassRow(text: "Call Jim Friday-Jun-31", title: "Call Jim Friday-Jun-31", region: "US"),
        ClassRow(text: "Call Jim Jan-Feb", due: "2027-02-28", start: "2027-01-01", title: "Call Jim", region: "US"),
        ClassRow(text: "Call Jim Friday Jun 15", due: "2029-06-15", title: "Call Jim", region: "US"),
    ])
    func otherHyphenatedWordsMustNot(_ row: ClassRow) { row.check() }
}
