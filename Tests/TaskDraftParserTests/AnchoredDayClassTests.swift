import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// Days named against another day, class by class, written from the rule (issue 28 §1, the
/// classes Recognizers-Text's English sentences showed missing): a weekday of the week another
/// day falls in, a weekday with its day of the month, spans counted since a period's start,
/// hours beside a part of the day, and clock times and units written as one word.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct AnchoredDayClassTests {
    // MARK: A weekday of the week another day falls in

    /// The other day is counted from today or a holiday; the weekday is the one of its
    /// Monday-first week ("in 3 days" is Saturday 5 December: its Friday is the 4th).
    @Test(arguments: [
        ClassRow(text: "Call in 3 days on Friday", due: "2026-12-04", title: "Call", region: "US"),
        ClassRow(text: "Call Thursday, two years from now", due: "2028-11-30", title: "Call", region: "US"),
        ClassRow(text: "Call 3 weeks after Christmas on Thursday", due: "2027-01-14", title: "Call", region: "US"),
        ClassRow(text: "Позвонить через 3 дня в пятницу", due: "2026-12-04", title: "Позвонить"),
        ClassRow(text: "Zadzwonić za 3 dni w piątek", due: "2026-12-04", title: "Zadzwonić", region: "PL"),
    ])
    func aWeekdayOfTheWeekOfAnotherDay(_ row: ClassRow) { row.check() }

    /// A week, a dash, a weekday: that day of that week, not a range from the week to the day.
    @Test(arguments: [
        ClassRow(text: "Review previous week - Monday", due: "2026-11-23", title: "Review", region: "US"),
        ClassRow(text: "Plan next week - Friday", due: "2026-12-11", title: "Plan", region: "US"),
    ])
    func aWeekThenAWeekdayOfIt(_ row: ClassRow) { row.check() }

    // MARK: A weekday with its day of the month

    /// "Monday 21" is the next 21st that is a Monday; a number that counts a noun is no day.
    @Test(arguments: [
        ClassRow(text: "Meeting on Monday 21", due: "2026-12-21", title: "Meeting", region: "US"),
        ClassRow(text: "Встреча в понедельник 21", due: "2026-12-21", title: "Встреча"),
        ClassRow(text: "Spotkanie w poniedziałek 21", due: "2026-12-21", title: "Spotkanie", region: "PL"),
        ClassRow(text: "Meeting Monday 21 people", due: "2026-12-07", title: "Meeting 21 people", region: "US"),
    ])
    func aWeekdayWithItsDayOfTheMonth(_ row: ClassRow) { row.check() }

    /// A date with a month's name and a hyphen ("jan-15") beside "this Friday" is the year's
    /// date that falls on it, as "Fri, Jul 18" is.
    @Test(arguments: [
        ClassRow(text: "Call this friday jan-15", due: "2027-01-15", title: "Call", region: "US"),
        ClassRow(text: "Call Jun-15", due: "2027-06-15", title: "Call", region: "US"),
    ])
    func aMonthNameAndDayWithAHyphen(_ row: ClassRow) { row.check() }

    /// "coming Wednesday" said on a Wednesday is next week's; "this Wednesday" is today.
    @Test(arguments: [
        ClassRow(text: "Call on coming Wednesday", due: "2026-12-09", title: "Call", region: "US"),
        ClassRow(text: "Call this Wednesday", due: "2026-12-02", title: "Call", region: "US"),
    ])
    func theComingWeekday(_ row: ClassRow) { row.check() }

    // MARK: Spans since a period's start

    @Test(arguments: [
        ClassRow(text: "Review two years since 2025", due: "2027-01-01", title: "Review", region: "US"),
        ClassRow(text: "Review 2 weeks since the year 2027", due: "2027-01-15", title: "Review", region: "US"),
    ])
    func aSpanSinceAYear(_ row: ClassRow) { row.check() }

    // MARK: Hours, parts of the day and units written together

    @Test(arguments: [
        ClassRow(text: "Call 10, tonight", due: "2026-12-02T22:00", title: "Call", region: "US"),
        ClassRow(text: "Call at five-thirty tomorrow evening", due: "2026-12-03T17:30", title: "Call", region: "US"),
        ClassRow(text: "Call in a fortnight's time", due: "2026-12-16", title: "Call", region: "US"),
        ClassRow(text: "Call in a month's time", due: "2027-01-02", title: "Call", region: "US"),
    ])
    func hoursAndUnitsWrittenTogether(_ row: ClassRow) { row.check() }
}
