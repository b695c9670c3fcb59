import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A repeat's bounds, class by class, in English, Russian and Polish: its start word anchors the
/// first occurrence (the first on or after the start, not today's), a cadence adverb before a
/// start still repeats, and an "until"/"до"/"do" day after a repeat is its UNTIL, not its due.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct RepeatBoundsClassTests {
    /// The first due is the repeat's first occurrence on or after its start.
    @Test(arguments: [
        ClassRow(text: "Pay rent every month starting January 1", due: "2027-01-01", start: "2027-01-01", title: "Pay rent",
                 rrule: "FREQ=MONTHLY", region: "US"),
        ClassRow(text: "Review every Friday from Dec 18", due: "2026-12-18", start: "2026-12-18", title: "Review",
                 rrule: "FREQ=WEEKLY;BYDAY=FR", region: "US"),
        ClassRow(text: "Standup every Monday from Dec 16", due: "2026-12-21", start: "2026-12-16", title: "Standup",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", region: "US"),
        ClassRow(text: "Every monday starting next week standup", due: "2026-12-07", start: "2026-12-07", title: "Standup",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", region: "US"),
        ClassRow(text: "Каждый месяц начиная с января отчёт", due: "2027-01-01", start: "2027-01-01", title: "Отчёт",
                 rrule: "FREQ=MONTHLY"),
        ClassRow(text: "Обзор каждую пятницу с 18 декабря", due: "2026-12-18", start: "2026-12-18", title: "Обзор",
                 rrule: "FREQ=WEEKLY;BYDAY=FR"),
        ClassRow(text: "Бассейн каждый вторник начиная с 10 декабря", due: "2026-12-15", start: "2026-12-10", title: "Бассейн",
                 rrule: "FREQ=WEEKLY;BYDAY=TU"),
        ClassRow(text: "Со следующей недели каждый вторник бассейн", due: "2026-12-08", start: "2026-12-07", title: "Бассейн",
                 rrule: "FREQ=WEEKLY;BYDAY=TU"),
        ClassRow(text: "Co miesiąc od stycznia raport", due: "2027-01-01", start: "2027-01-01", title: "Raport",
                 rrule: "FREQ=MONTHLY", region: "PL"),
        ClassRow(text: "Przegląd co piątek od 18 grudnia", due: "2026-12-18", start: "2026-12-18", title: "Przegląd",
                 rrule: "FREQ=WEEKLY;BYDAY=FR", region: "PL"),
    ])
    func aRepeatsStartAnchorsItsFirstOccurrence(_ row: ClassRow) { row.check() }

    /// A repeat's yearless start that passed within the last month has begun this year: the
    /// start is the named day and the first due the next occurrence from today, with no warning.
    /// A start further past ("from March 1" in December) is next year's, as a due would be.
    @Test(arguments: [
        ClassRow(text: "Standup every Monday from Dec 1", due: "2026-12-07", start: "2026-12-01", title: "Standup",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .nothing, region: "US"),
        ClassRow(text: "Standup every Monday from Nov 10", due: "2026-12-07", start: "2026-11-10", title: "Standup",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .nothing, region: "US"),
        ClassRow(text: "Планёрка каждый понедельник с 1 декабря", due: "2026-12-07", start: "2026-12-01", title: "Планёрка",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .nothing),
        ClassRow(text: "Odprawa w każdy poniedziałek od 1 grudnia", due: "2026-12-07", start: "2026-12-01", title: "Odprawa",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .nothing, region: "PL"),
        ClassRow(text: "Standup every Monday from Dec 5", due: "2026-12-07", start: "2026-12-05", title: "Standup",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .nothing, region: "US"),
        ClassRow(text: "Standup every Monday from March 1", due: "2027-03-01", start: "2027-03-01", title: "Standup",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .nothing, region: "US"),
    ])
    func aRepeatsRecentlyPassedStartHasBegun(_ row: ClassRow) { row.check() }

    /// A repeat's start said as a month alone follows the same rule, however the start is said
    /// ("starting in", "as of", "zaczynając od"): the month under way has begun (its first due
    /// is the next occurrence from today), and a month further past is next year's.
    @Test(arguments: [
        ClassRow(text: "Standup every week starting in December", due: "2026-12-02", start: "2026-12-01", title: "Standup",
                 rrule: "FREQ=WEEKLY", warned: .nothing, region: "US"),
        ClassRow(text: "Standup every Monday beginning in December", due: "2026-12-07", start: "2026-12-01", title: "Standup",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .nothing, region: "US"),
        ClassRow(text: "Standup every week as of December", due: "2026-12-02", start: "2026-12-01", title: "Standup",
                 rrule: "FREQ=WEEKLY", warned: .nothing, region: "US"),
        ClassRow(text: "Standup every week starting December", due: "2026-12-02", start: "2026-12-01", title: "Standup",
                 rrule: "FREQ=WEEKLY", warned: .nothing, region: "US"),
        ClassRow(text: "Standup every Monday starting in November", due: "2027-11-01", start: "2027-11-01", title: "Standup",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .nothing, region: "US"),
        ClassRow(text: "Pay rent every month starting in January", due: "2027-01-01", start: "2027-01-01", title: "Pay rent",
                 rrule: "FREQ=MONTHLY", warned: .nothing, region: "US"),
        ClassRow(text: "Планёрка каждую неделю с декабря", due: "2026-12-02", start: "2026-12-01", title: "Планёрка",
                 rrule: "FREQ=WEEKLY", warned: .nothing),
        ClassRow(text: "Планёрка каждый понедельник начиная с декабря", due: "2026-12-07", start: "2026-12-01",
                 title: "Планёрка", rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .nothing),
        ClassRow(text: "Планёрка каждый понедельник с ноября", due: "2027-11-01", start: "2027-11-01", title: "Планёрка",
                 rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .nothing),
        ClassRow(text: "Odprawa co tydzień od grudnia", due: "2026-12-02", start: "2026-12-01", title: "Odprawa",
                 rrule: "FREQ=WEEKLY", warned: .nothing, region: "PL"),
        ClassRow(text: "Odprawa w każdy poniedziałek zaczynając od grudnia", due: "2026-12-07", start: "2026-12-01",
                 title: "Odprawa", rrule: "FREQ=WEEKLY;BYDAY=MO", warned: .nothing, region: "PL"),
        ClassRow(text: "Odprawa co tydzień od listopada", due: "2027-11-01", start: "2027-11-01", title: "Odprawa",
                 rrule: "FREQ=WEEKLY", warned: .nothing, region: "PL"),
    ])
    func aRepeatsStartAsAMonthAlone(_ row: ClassRow) { row.check() }

    /// A yearless day that passed, without a repeat, is still next year's.
    @Test func aPassedDayWithoutARepeatIsNextYears() {
        let draft = GrammarClassTests.draft("Dentist on Dec 1", region: "US")
        #expect(ClassRow.text(draft.due) == "2027-12-01")
        #expect(draft.recurrence == nil)
    }

    /// A cadence adverb before a start repeats, as it does alone; "starting" with a month alone
    /// is the start.
    @Test(arguments: [
        ClassRow(text: "Pay rent monthly starting January 1", due: "2027-01-01", start: "2027-01-01", title: "Pay rent",
                 rrule: "FREQ=MONTHLY", region: "US"),
        ClassRow(text: "Back up the server weekly beginning Monday", due: "2026-12-07", start: "2026-12-07",
                 title: "Back up the server", rrule: "FREQ=WEEKLY", region: "US"),
        ClassRow(text: "Quarterly report every 3 months starting January", due: "2027-01-01", start: "2027-01-01",
                 title: "Quarterly report", rrule: "FREQ=MONTHLY;INTERVAL=3", region: "US"),
        ClassRow(text: "Платить аренду ежемесячно начиная с 1 января", due: "2027-01-01", start: "2027-01-01",
                 title: "Платить аренду", rrule: "FREQ=MONTHLY"),
        ClassRow(text: "Płacić czynsz co miesiąc od 1 stycznia", due: "2027-01-01", start: "2027-01-01",
                 title: "Płacić czynsz", rrule: "FREQ=MONTHLY", region: "PL"),
    ])
    func aCadenceAdverbBeforeItsStart(_ row: ClassRow) { row.check() }

    /// A cadence word before a noun, or before "from" and a person, names a kind of thing.
    @Test(arguments: [
        ("Weekly report from Anna", "Weekly report from Anna"),
        ("Monthly review", "Monthly review"),
    ])
    func aCadenceWordBeforeAPersonDoesNotRepeat(_ text: String, _ title: String) {
        let draft = GrammarClassTests.draft(text, region: "US")
        #expect(draft.recurrence == nil, "\(text)")
        #expect(draft.title == title, "\(text)")
    }

    /// The day after "until", "до", "do" ends the repeat (inclusive); the first due is today's.
    @Test(arguments: [
        ClassRow(text: "Every day until Friday take pills", due: "2026-12-02", title: "Take pills",
                 rrule: "FREQ=DAILY;UNTIL=20261204", region: "US"),
        ClassRow(text: "Stretch every day through Friday", due: "2026-12-02", title: "Stretch",
                 rrule: "FREQ=DAILY;UNTIL=20261204", region: "US"),
        ClassRow(text: "Каждый день до пятницы пить таблетки", due: "2026-12-02", title: "Пить таблетки",
                 rrule: "FREQ=DAILY;UNTIL=20261204"),
        ClassRow(text: "Пить таблетки ежедневно до понедельника", due: "2026-12-02", title: "Пить таблетки",
                 rrule: "FREQ=DAILY;UNTIL=20261207"),
        ClassRow(text: "Codziennie do piątku brać tabletki", due: "2026-12-02", title: "Brać tabletki",
                 rrule: "FREQ=DAILY;UNTIL=20261204", region: "PL"),
    ])
    func anUntilDayAfterARepeatEndsIt(_ row: ClassRow) { row.check() }

    /// Without a repeat, "until", "до", "do" a day is still the due.
    @Test(arguments: [
        ClassRow(text: "Сдать отчёт до пятницы", due: "2026-12-04", title: "Сдать отчёт", rrule: "-"),
        ClassRow(text: "Oddać raport do piątku", due: "2026-12-04", title: "Oddać raport", rrule: "-", region: "PL"),
        ClassRow(text: "Finish the report until Friday", due: "2026-12-04", title: "Finish the report", rrule: "-",
                 region: "US"),
    ])
    func anUntilDayWithoutARepeatIsTheDue(_ row: ClassRow) { row.check() }
}
