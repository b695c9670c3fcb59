import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A comma written between two digits of a length is its decimal comma, as Russian and Polish
/// write "1,5 часа", "1,5 godz.": one count, never "1" of the title and a length of 5 set apart
/// (`Edge.setApart`); a decimal point before a unit of time ("1.5 hours") is one count too, no
/// day and month. Now is Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    @Test(arguments: [
        ClassRow(text: "Созвон — 1,5 часа", title: "Созвон", estimate: "PT1H30M", warned: .nothing),
        ClassRow(text: "Созвон, 1,5 часа", title: "Созвон", estimate: "PT1H30M", warned: .nothing),
        ClassRow(text: "Отчёт займёт 2,5 часа", title: "Отчёт", estimate: "PT2H30M", warned: .nothing),
        ClassRow(text: "Raport — 1,5 godziny", title: "Raport", estimate: "PT1H30M", warned: .nothing, region: "PL"),
        ClassRow(text: "Raport 1,5 godz.", title: "Raport", estimate: "PT1H30M", warned: .nothing, region: "PL"),
        ClassRow(text: "Raport, 0,5 godziny", title: "Raport", estimate: "PT30M", warned: .nothing, region: "PL"),
        ClassRow(text: "Review the PR — 1.5 hours", title: "Review the PR", estimate: "PT1H30M", warned: .nothing,
                 region: "US"),
    ])
    func aDecimalCommaIsOneCountOfTheLength(_ row: ClassRow) { row.check() }

    /// Said with no mark or word that makes it the task's length, it stays in the title whole,
    /// as "Поспать 3 часа" does: no estimate of the digits after the comma.
    @Test(arguments: [
        ClassRow(text: "Созвон 1,5 часа", title: "Созвон 1,5 часа", estimate: "-"),
        ClassRow(text: "1,5 часа", title: "1,5 часа", estimate: "-"),
        ClassRow(text: "Czytać 1,5 godziny", title: "Czytać 1,5 godziny", estimate: "-", region: "PL"),
        ClassRow(text: "Sleep 1.5 hours", title: "Sleep 1.5 hours", estimate: "-", region: "US"),
        ClassRow(text: "Поспать 2.5 часа", title: "Поспать 2.5 часа", estimate: "-"),
        ClassRow(text: "Czytać 1.5 godziny", title: "Czytać 1.5 godziny", estimate: "-", region: "PL"),
        // Must not: a thousands comma is no list and no decimal, and leaves "500 hours" alone.
        ClassRow(text: "Log 1,500 hours", title: "Log 1,500 hours", estimate: "-", region: "US"),
        ClassRow(text: "Call 1,500 clients", title: "Call 1,500 clients", estimate: "-", region: "US"),
    ])
    func aDecimalLengthAloneStaysInTheTitle(_ row: ClassRow) { row.check() }

    /// Must not: a comma with a space after it separates a list, whose last item set apart is
    /// the length.
    @Test(arguments: [
        ClassRow(text: "Созвон 1, 5 часов", title: "Созвон 1", estimate: "PT5H", warned: .nothing),
        ClassRow(text: "Raport 1, 5 godzin", title: "Raport 1", estimate: "PT5H", warned: .nothing, region: "PL"),
        ClassRow(text: "Call 1, 5 hours", title: "Call 1", estimate: "PT5H", warned: .nothing, region: "US"),
    ])
    func aCommaAndASpaceStillSetTheLengthApart(_ row: ClassRow) { row.check() }
}
