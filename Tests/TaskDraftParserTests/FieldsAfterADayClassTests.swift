import Testing
@testable import TaskDraftParser

/// Fields said one after another with no comma: a field's words right after a day open the next
/// field ("start monday wait until friday"), where the day and that word were read as a name
/// ("\"monday wait\" read as due Monday; it may only be a name") and the start became the due;
/// and a length in words that closes the sentence right after a day ("… friday 2 hours", "в
/// пятницу 2 часа", "w piątek 2 godziny") is the estimate, as "2h" there is, where it stayed in
/// the title. A bare count of hours with no day before it stays the title's ("Read 2 hours").
/// Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct FieldsAfterADayClassTests {
    @Test(arguments: [
        ClassRow(text: "Write report start monday wait until friday 2 hours", start: "2026-12-07", title: "Write report",
                 estimate: "PT2H", warned: .nothing, region: "US", wait: "2026-12-04"),
        ClassRow(text: "Write report start monday wait until friday", start: "2026-12-07", title: "Write report",
                 warned: .nothing, region: "US", wait: "2026-12-04"),
        ClassRow(text: "Write report friday 2 hours", due: "2026-12-04", title: "Write report", estimate: "PT2H", region: "US"),
        ClassRow(text: "Call mom tomorrow 30 minutes", due: "2026-12-03", title: "Call mom", estimate: "PT30M", region: "US"),
        ClassRow(text: "Написать отчёт с понедельника не показывать до пятницы 2 часа", start: "2026-12-07",
                 title: "Написать отчёт", estimate: "PT2H", wait: "2026-12-04"),
        ClassRow(text: "Написать отчёт в пятницу 2 часа", due: "2026-12-04", title: "Написать отчёт", estimate: "PT2H"),
        ClassRow(text: "Napisać raport od poniedziałku nie pokazuj do piątku 2 godziny", start: "2026-12-07",
                 title: "Napisać raport", estimate: "PT2H", region: "PL", wait: "2026-12-04"),
        ClassRow(text: "Napisać raport w piątek 2 godziny", due: "2026-12-04", title: "Napisać raport", estimate: "PT2H",
                 region: "PL"),
    ])
    func fieldsFollowADay(_ row: ClassRow) { row.check() }

    /// Must not: a count of hours with no day before it, an hour after "в", a weekday before a
    /// noun, and a length with "ago".
    @Test(arguments: [
        ClassRow(text: "Read 2 hours", title: "Read 2 hours", estimate: "-", region: "US"),
        ClassRow(text: "Sleep 8 hours", title: "Sleep 8 hours", estimate: "-", region: "US"),
        ClassRow(text: "Встреча в 15 часов", due: "2026-12-02T15:00", title: "Встреча", estimate: "-"),
        ClassRow(text: "Spotkanie o 15 godzinie", due: "2026-12-02T15:00", title: "Spotkanie", estimate: "-", region: "PL"),
        ClassRow(text: "Book a table for Friday dinner", due: "2026-12-04", title: "Book a table for Friday dinner",
                 warned: .with(.dayInName(phrase: "Friday dinner", .friday)), region: "US"),
    ])
    func whatStaysMustNot(_ row: ClassRow) { row.check() }
}
