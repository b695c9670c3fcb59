import Testing
@testable import TaskDraftParser

/// The weekend a task is for, said with its preposition ("Do laundry for the weekend",
/// "Спланировать поездку на выходные", "Zrobić pranie na weekend"), is the weekend, due and
/// started on its Saturday, and the preposition leaves the title with it, where English left
/// "Do laundry for" (the article between the preposition and its date took the preposition's
/// place, as in "Buy wine for the new year") and Russian's "на выходные" was no date while
/// "на выходных" was. A weekend a verb acts on, or one before a noun, is still no date. Now is
/// Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct WeekendATaskIsForClassTests {
    @Test(arguments: [
        ClassRow(text: "Do laundry for the weekend", due: "2026-12-05", start: "2026-12-05", title: "Do laundry", region: "US"),
        ClassRow(text: "Book a table for the weekend", due: "2026-12-05", start: "2026-12-05", title: "Book a table", region: "US"),
        ClassRow(text: "Buy wine for the new year", due: "2027-01-01", title: "Buy wine", region: "US"),
        ClassRow(text: "Спланировать поездку на выходные", due: "2026-12-05", start: "2026-12-05", title: "Спланировать поездку",
                 warned: .nothing),
        ClassRow(text: "Уехать на выходные дни", due: "2026-12-05", start: "2026-12-05", title: "Уехать"),
        ClassRow(text: "Zrobić pranie na weekend", due: "2026-12-05", start: "2026-12-05", title: "Zrobić pranie", region: "PL"),
    ])
    func theWeekendATaskIsForIsTheWeekend(_ row: ClassRow) { row.check() }

    /// Must not: the weekend a verb acts on, a weekend before its noun, a period that is no date.
    @Test(arguments: [
        ClassRow(text: "Plan the weekend", title: "Plan the weekend", region: "US"),
        ClassRow(text: "Pack for the weekend trip", title: "Pack for the weekend trip", region: "US"),
        ClassRow(text: "Prepare for the week", title: "Prepare for the week", region: "US"),
        ClassRow(text: "Спланировать выходные", title: "Спланировать выходные"),
        ClassRow(text: "Zaplanować weekend", title: "Zaplanować weekend", region: "PL"),
    ])
    func theWeekendThatIsNoDateMustNot(_ row: ClassRow) { row.check() }
}
