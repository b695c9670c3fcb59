import Testing
@testable import TaskDraftParser

/// The English noun "weekend" before another noun says what kind of thing that is ("the weekend
/// edition", "the weekend bag", "our weekend trip"): no date, the words whole in the title, where
/// the thing was due and started on Saturday and "weekend" left the title. After a preposition
/// or a word that picks a weekend it is the weekend, and so it is before a task's verb. Russian
/// and Polish say the kind with an adjective ("выходные данные", "weekendowe wydanie").
/// Written from the rule, per language.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct WeekendBeforeANounClassTests {
    @Test(arguments: [
        ClassRow(text: "Read the weekend edition", title: "Read the weekend edition", region: "US"),
        ClassRow(text: "Pack the weekend bag", title: "Pack the weekend bag", region: "US"),
        ClassRow(text: "Plan our weekend trip", title: "Plan our weekend trip", region: "US"),
        ClassRow(text: "Book Anna's weekend shift", title: "Book Anna's weekend shift", region: "US"),
        ClassRow(text: "Pack weekend bag", title: "Pack weekend bag", region: "US"),
        ClassRow(text: "Weekend plans for Saturday", due: "2026-12-05", title: "Weekend plans", region: "US"),
        ClassRow(text: "Read the weekend edition on Friday", due: "2026-12-04", title: "Read the weekend edition", region: "US"),
        ClassRow(text: "Проверить выходные данные", title: "Проверить выходные данные"),
        ClassRow(text: "Spakować weekendową torbę", title: "Spakować weekendową torbę", region: "PL"),
        ClassRow(text: "Przeczytać weekendowe wydanie", title: "Przeczytać weekendowe wydanie", region: "PL"),
    ])
    func weekendBeforeANounIsAKindOfThing(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Clean the garage this weekend", due: "2026-12-05", start: "2026-12-05", title: "Clean the garage",
                 region: "US"),
        ClassRow(text: "Clean the garage on the weekend", due: "2026-12-05", start: "2026-12-05", title: "Clean the garage",
                 region: "US"),
        ClassRow(text: "Clean the garage over the weekend", due: "2026-12-05", start: "2026-12-05", title: "Clean the garage",
                 region: "US"),
        ClassRow(text: "Clean the garage at the weekend", due: "2026-12-05", start: "2026-12-05", title: "Clean the garage",
                 region: "GB"),
        ClassRow(text: "Weekend call mom", due: "2026-12-05", start: "2026-12-05", title: "Call mom", region: "US"),
        ClassRow(text: "Dinner with mom weekend", due: "2026-12-05", start: "2026-12-05", title: "Dinner with mom", region: "US"),
        ClassRow(text: "Every weekend call mom", due: "2026-12-05", title: "Call mom", rrule: "FREQ=WEEKLY;BYDAY=SA,SU",
                 region: "US"),
        ClassRow(text: "Проверить выходные данные в эти выходные", due: "2026-12-05", start: "2026-12-05",
                 title: "Проверить выходные данные"),
        ClassRow(text: "Убраться в гараже в выходные", due: "2026-12-05", start: "2026-12-05", title: "Убраться в гараже"),
        ClassRow(text: "Spakować torbę na weekend", due: "2026-12-05", start: "2026-12-05", title: "Spakować torbę", region: "PL"),
        ClassRow(text: "Posprzątać garaż w ten weekend", due: "2026-12-05", start: "2026-12-05", title: "Posprzątać garaż",
                 region: "PL"),
    ])
    func theWeekendSaidAsADayMustNot(_ row: ClassRow) { row.check() }
}
