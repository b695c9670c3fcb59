import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A comma written between two digits of a length is its decimal comma, as Russian and Polish
/// write "1,5 часа", "1,5 godz.": one count, never "1" of the title and a length of 5 set apart
/// (`Edge.setApart`); a decimal point before a unit of time ("1.5 hours") is one count too, no
/// day and month. Now is Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    @Test(arguments: [
        Fields(text: "Созвон — 1,5 часа", title: "Созвон", estimate: "PT1H30M"),
        Fields(text: "Созвон, 1,5 часа", title: "Созвон", estimate: "PT1H30M"),
        Fields(text: "Отчёт займёт 2,5 часа", title: "Отчёт", estimate: "PT2H30M"),
        Fields(text: "Raport — 1,5 godziny", title: "Raport", estimate: "PT1H30M", region: "PL"),
        Fields(text: "Raport 1,5 godz.", title: "Raport", estimate: "PT1H30M", region: "PL"),
        Fields(text: "Raport, 0,5 godziny", title: "Raport", estimate: "PT30M", region: "PL"),
        Fields(text: "Review the PR — 1.5 hours", title: "Review the PR", estimate: "PT1H30M", region: "US"),
    ])
    func aDecimalCommaIsOneCountOfTheLength(_ c: Fields) { Self.check(c) }

    /// Said with no mark or word that makes it the task's length, it stays in the title whole,
    /// as "Поспать 3 часа" does: no estimate of the digits after the comma.
    @Test(arguments: [
        ("Созвон 1,5 часа", "RU"), ("1,5 часа", "RU"), ("Czytać 1,5 godziny", "PL"), ("Sleep 1.5 hours", "US"),
        ("Поспать 2.5 часа", "RU"), ("Czytać 1.5 godziny", "PL"),
        // Must not: a thousands comma is no list and no decimal, and leaves "500 hours" alone.
        ("Log 1,500 hours", "US"), ("Call 1,500 clients", "US"),
    ])
    func aDecimalLengthAloneStaysInTheTitle(_ text: String, _ region: String) { Self.checkTitleTextOnly(text, region: region) }

    /// Must not: a comma with a space after it separates a list, whose last item set apart is
    /// the length.
    @Test(arguments: [
        Fields(text: "Созвон 1, 5 часов", title: "Созвон 1", estimate: "PT5H"),
        Fields(text: "Raport 1, 5 godzin", title: "Raport 1", estimate: "PT5H", region: "PL"),
        Fields(text: "Call 1, 5 hours", title: "Call 1", estimate: "PT5H", region: "US"),
    ])
    func aCommaAndASpaceStillSetTheLengthApart(_ c: Fields) { Self.check(c) }
}
