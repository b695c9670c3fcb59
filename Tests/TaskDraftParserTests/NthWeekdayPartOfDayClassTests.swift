import Testing
@testable import TaskDraftParser

/// A part of the day said between an ordinal weekday and its month ("the first Monday evening
/// of next month", "the last Friday afternoon of the month") is that weekday's, as it is said
/// after the month in English, Russian and Polish ("в первый понедельник следующего месяца
/// вечером"); without a month after it the ordinal weekday reads as it did. Written from the
/// rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct NthWeekdayPartOfDayClassTests {
    @Test(arguments: [
        ClassRow(text: "Dentist the first Monday evening of next month", due: "2027-01-04T19:00", title: "Dentist"),
        ClassRow(text: "Dentist first Monday morning of next month", due: "2027-01-04T09:00", title: "Dentist"),
        ClassRow(text: "Team drinks the last Friday evening of the month", due: "2026-12-25T19:00", title: "Team drinks"),
        ClassRow(text: "Review the first Friday afternoon of March", due: "2027-03-05T15:00", title: "Review"),
        ClassRow(text: "Dentist the first Monday of next month in the evening", due: "2027-01-04T19:00", title: "Dentist"),
        ClassRow(text: "Dentist the first Monday of next month", due: "2027-01-04", title: "Dentist"),
    ].map { var c = $0; c.region = "US"; return c })
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Стоматолог в первый понедельник следующего месяца вечером", due: "2027-01-04T19:00",
                 title: "Стоматолог"),
        ClassRow(text: "Встреча в последнюю пятницу месяца утром", due: "2026-12-25T09:00", title: "Встреча"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Dentysta w pierwszy poniedziałek przyszłego miesiąca wieczorem", due: "2027-01-04T19:00",
                 title: "Dentysta"),
        ClassRow(text: "Spotkanie w ostatni piątek miesiąca rano", due: "2026-12-25T09:00", title: "Spotkanie"),
    ].map { var c = $0; c.region = "PL"; return c })
    func polish(_ row: ClassRow) { row.check() }

    /// A part of the day after an ordinal weekday joins them only before a month: "of the
    /// festival" names none, so neither this month's nor next month's first Monday evening is
    /// read, and the festival stays in the title.
    @Test(arguments: [
        ("Record the first Monday evening of the festival", "festival"),
        ("Record the first Monday evening of the week", "week"),
    ])
    func mustNotJoin(_ text: String, _ keptWord: String) {
        let draft = GrammarClassTests.draft(text, region: "US")
        let due = ClassRow.text(draft.due)
        #expect(due != "2026-12-07T19:00" && due != "2027-01-04T19:00", "due of \(text)")
        #expect(draft.title.contains(keptWord), "title of \(text)")
    }
}
