import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A repeat's bounds, class by class, in English, Russian and Polish: its start word anchors the
/// first occurrence (the first on or after the start, not today's), a cadence adverb before a
/// start still repeats, and an "until"/"до"/"do" day after a repeat is its UNTIL, not its due.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct RepeatBoundsClassTests {
    struct Case: CustomStringConvertible, Sendable {
        let text: String
        let due: String
        var start = "-"
        let rrule: String?
        var title: String
        var region = "RU"
        var description: String { text }
    }

    static func check(_ c: Case) {
        let draft = GrammarClassTests.draft(c.text, region: c.region)
        #expect(GrammarClassTests.text(draft.due) == c.due, "due of \(c.text)")
        #expect(GrammarClassTests.text(draft.start) == c.start, "start of \(c.text)")
        #expect(draft.recurrence?.rrule == c.rrule, "repeat of \(c.text)")
        #expect(draft.title == c.title, "title of \(c.text)")
        if let start = draft.start, let due = draft.due {
            #expect(start.calendarDate <= due.calendarDate, "the first due of \(c.text) is before its start")
        }
    }

    static func checkWithoutWarnings(_ c: Case) {
        check(c)
        #expect(GrammarClassTests.draft(c.text, region: c.region).warnings.isEmpty, "warnings of \(c.text)")
    }

    /// The first due is the repeat's first occurrence on or after its start.
    @Test(arguments: [
        Case(text: "Pay rent every month starting January 1", due: "2027-01-01", start: "2027-01-01",
             rrule: "FREQ=MONTHLY", title: "Pay rent", region: "US"),
        Case(text: "Review every Friday from Dec 18", due: "2026-12-18", start: "2026-12-18",
             rrule: "FREQ=WEEKLY;BYDAY=FR", title: "Review", region: "US"),
        Case(text: "Standup every Monday from Dec 16", due: "2026-12-21", start: "2026-12-16",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Standup", region: "US"),
        Case(text: "Every monday starting next week standup", due: "2026-12-07", start: "2026-12-07",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Standup", region: "US"),
        Case(text: "Каждый месяц начиная с января отчёт", due: "2027-01-01", start: "2027-01-01",
             rrule: "FREQ=MONTHLY", title: "Отчёт"),
        Case(text: "Обзор каждую пятницу с 18 декабря", due: "2026-12-18", start: "2026-12-18",
             rrule: "FREQ=WEEKLY;BYDAY=FR", title: "Обзор"),
        Case(text: "Бассейн каждый вторник начиная с 10 декабря", due: "2026-12-15", start: "2026-12-10",
             rrule: "FREQ=WEEKLY;BYDAY=TU", title: "Бассейн"),
        Case(text: "Со следующей недели каждый вторник бассейн", due: "2026-12-08", start: "2026-12-07",
             rrule: "FREQ=WEEKLY;BYDAY=TU", title: "Бассейн"),
        Case(text: "Co miesiąc od stycznia raport", due: "2027-01-01", start: "2027-01-01",
             rrule: "FREQ=MONTHLY", title: "Raport", region: "PL"),
        Case(text: "Przegląd co piątek od 18 grudnia", due: "2026-12-18", start: "2026-12-18",
             rrule: "FREQ=WEEKLY;BYDAY=FR", title: "Przegląd", region: "PL"),
    ])
    func aRepeatsStartAnchorsItsFirstOccurrence(_ c: Case) { Self.check(c) }

    /// A repeat's yearless start that passed within the last month has begun this year: the
    /// start is the named day and the first due the next occurrence from today, with no warning.
    /// A start further past ("from March 1" in December) is next year's, as a due would be.
    @Test(arguments: [
        Case(text: "Standup every Monday from Dec 1", due: "2026-12-07", start: "2026-12-01",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Standup", region: "US"),
        Case(text: "Standup every Monday from Nov 10", due: "2026-12-07", start: "2026-11-10",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Standup", region: "US"),
        Case(text: "Планёрка каждый понедельник с 1 декабря", due: "2026-12-07", start: "2026-12-01",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Планёрка"),
        Case(text: "Odprawa w każdy poniedziałek od 1 grudnia", due: "2026-12-07", start: "2026-12-01",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Odprawa", region: "PL"),
        Case(text: "Standup every Monday from Dec 5", due: "2026-12-07", start: "2026-12-05",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Standup", region: "US"),
        Case(text: "Standup every Monday from March 1", due: "2027-03-01", start: "2027-03-01",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Standup", region: "US"),
    ])
    func aRepeatsRecentlyPassedStartHasBegun(_ c: Case) { Self.checkWithoutWarnings(c) }

    /// A repeat's start said as a month alone follows the same rule, however the start is said
    /// ("starting in", "as of", "zaczynając od"): the month under way has begun (its first due
    /// is the next occurrence from today), and a month further past is next year's.
    @Test(arguments: [
        Case(text: "Standup every week starting in December", due: "2026-12-02", start: "2026-12-01",
             rrule: "FREQ=WEEKLY", title: "Standup", region: "US"),
        Case(text: "Standup every Monday beginning in December", due: "2026-12-07", start: "2026-12-01",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Standup", region: "US"),
        Case(text: "Standup every week as of December", due: "2026-12-02", start: "2026-12-01",
             rrule: "FREQ=WEEKLY", title: "Standup", region: "US"),
        Case(text: "Standup every week starting December", due: "2026-12-02", start: "2026-12-01",
             rrule: "FREQ=WEEKLY", title: "Standup", region: "US"),
        Case(text: "Standup every Monday starting in November", due: "2027-11-01", start: "2027-11-01",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Standup", region: "US"),
        Case(text: "Pay rent every month starting in January", due: "2027-01-01", start: "2027-01-01",
             rrule: "FREQ=MONTHLY", title: "Pay rent", region: "US"),
        Case(text: "Планёрка каждую неделю с декабря", due: "2026-12-02", start: "2026-12-01",
             rrule: "FREQ=WEEKLY", title: "Планёрка"),
        Case(text: "Планёрка каждый понедельник начиная с декабря", due: "2026-12-07", start: "2026-12-01",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Планёрка"),
        Case(text: "Планёрка каждый понедельник с ноября", due: "2027-11-01", start: "2027-11-01",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Планёрка"),
        Case(text: "Odprawa co tydzień od grudnia", due: "2026-12-02", start: "2026-12-01",
             rrule: "FREQ=WEEKLY", title: "Odprawa", region: "PL"),
        Case(text: "Odprawa w każdy poniedziałek zaczynając od grudnia", due: "2026-12-07", start: "2026-12-01",
             rrule: "FREQ=WEEKLY;BYDAY=MO", title: "Odprawa", region: "PL"),
        Case(text: "Odprawa co tydzień od listopada", due: "2027-11-01", start: "2027-11-01",
             rrule: "FREQ=WEEKLY", title: "Odprawa", region: "PL"),
    ])
    func aRepeatsStartAsAMonthAlone(_ c: Case) { Self.checkWithoutWarnings(c) }

    /// A yearless day that passed, without a repeat, is still next year's.
    @Test func aPassedDayWithoutARepeatIsNextYears() {
        let draft = GrammarClassTests.draft("Dentist on Dec 1", region: "US")
        #expect(GrammarClassTests.text(draft.due) == "2027-12-01")
        #expect(draft.recurrence == nil)
    }

    /// A cadence adverb before a start repeats, as it does alone; "starting" with a month alone
    /// is the start.
    @Test(arguments: [
        Case(text: "Pay rent monthly starting January 1", due: "2027-01-01", start: "2027-01-01",
             rrule: "FREQ=MONTHLY", title: "Pay rent", region: "US"),
        Case(text: "Back up the server weekly beginning Monday", due: "2026-12-07", start: "2026-12-07",
             rrule: "FREQ=WEEKLY", title: "Back up the server", region: "US"),
        Case(text: "Quarterly report every 3 months starting January", due: "2027-01-01", start: "2027-01-01",
             rrule: "FREQ=MONTHLY;INTERVAL=3", title: "Quarterly report", region: "US"),
        Case(text: "Платить аренду ежемесячно начиная с 1 января", due: "2027-01-01", start: "2027-01-01",
             rrule: "FREQ=MONTHLY", title: "Платить аренду"),
        Case(text: "Płacić czynsz co miesiąc od 1 stycznia", due: "2027-01-01", start: "2027-01-01",
             rrule: "FREQ=MONTHLY", title: "Płacić czynsz", region: "PL"),
    ])
    func aCadenceAdverbBeforeItsStart(_ c: Case) { Self.check(c) }

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
        Case(text: "Every day until Friday take pills", due: "2026-12-02", rrule: "FREQ=DAILY;UNTIL=20261204",
             title: "Take pills", region: "US"),
        Case(text: "Stretch every day through Friday", due: "2026-12-02", rrule: "FREQ=DAILY;UNTIL=20261204",
             title: "Stretch", region: "US"),
        Case(text: "Каждый день до пятницы пить таблетки", due: "2026-12-02", rrule: "FREQ=DAILY;UNTIL=20261204",
             title: "Пить таблетки"),
        Case(text: "Пить таблетки ежедневно до понедельника", due: "2026-12-02", rrule: "FREQ=DAILY;UNTIL=20261207",
             title: "Пить таблетки"),
        Case(text: "Codziennie do piątku brać tabletki", due: "2026-12-02", rrule: "FREQ=DAILY;UNTIL=20261204",
             title: "Brać tabletki", region: "PL"),
    ])
    func anUntilDayAfterARepeatEndsIt(_ c: Case) { Self.check(c) }

    /// Without a repeat, "until", "до", "do" a day is still the due.
    @Test(arguments: [
        Case(text: "Сдать отчёт до пятницы", due: "2026-12-04", rrule: nil, title: "Сдать отчёт"),
        Case(text: "Oddać raport do piątku", due: "2026-12-04", rrule: nil, title: "Oddać raport", region: "PL"),
        Case(text: "Finish the report until Friday", due: "2026-12-04", rrule: nil, title: "Finish the report", region: "US"),
    ])
    func anUntilDayWithoutARepeatIsTheDue(_ c: Case) { Self.check(c) }
}
