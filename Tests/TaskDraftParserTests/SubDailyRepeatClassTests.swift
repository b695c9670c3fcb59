import Testing
@testable import TaskDraftParser

/// A repeat more often than daily ("every 2 hours", "3 times a day", "каждые 2 часа", "co 2
/// godziny") is no rule a task's repeat holds (`RecurrenceError`: nothing finer than a day): no
/// repeat is set, the words stay in the title, and the draft says why
/// (`ParserWarning.repeatMoreOftenThanDaily`), where they stayed with no word. "3 times a day"
/// is not read as daily: a daily task would ask for one of the three doses. Now is Wednesday
/// 2026-12-02 10:00 in Moscow.
@Suite struct SubDailyRepeatClassTests {
    static func row(_ text: String, _ written: String, region: String) -> ClassRow {
        .kept(text, warned: .repeatMoreOftenThanDaily(written: written), region: region)
    }

    @Test(arguments: [
        row("remind me every 2 hours to drink water", "every 2 hours", region: "US"),
        row("take 2 pills 3 times a day", "3 times a day", region: "US"),
        row("stretch every 30 minutes", "every 30 minutes", region: "US"),
        row("check the queue hourly", "hourly", region: "US"),
        row("take pills twice daily", "twice daily", region: "US"),
        row("пить воду каждые 2 часа", "каждые 2 часа", region: "RU"),
        row("Проветривать каждый час", "каждый час", region: "RU"),
        row("Ходить каждые полчаса", "каждые полчаса", region: "RU"),
        row("принимать таблетки три раза в день", "три раза в день", region: "RU"),
        row("pić wodę co 2 godziny", "co 2 godziny", region: "PL"),
        row("Sprawdzać pocztę co godzinę", "co godzinę", region: "PL"),
        row("brać tabletki 3 razy dziennie", "3 razy dziennie", region: "PL"),
    ])
    func aRepeatMoreOftenThanDailyIsNotHeldAndSaysSo(_ row: ClassRow) { row.check() }

    /// Must not: a day or longer repeats; a length of work or a count of things is no repeat.
    @Test(arguments: [
        ClassRow(text: "Work 3 hours every day", due: "2026-12-02", title: "Work 3 hours", rrule: "FREQ=DAILY", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Meet once a day", due: "2026-12-02", title: "Meet", rrule: "FREQ=DAILY", warned: .nothing, region: "US"),
        ClassRow(text: "Check every 24 hours", warned: .without(.repeatMoreOftenThanDaily(written: "every 24 hours")), region: "US"),
        ClassRow(text: "Read 2 pages a day", title: "Read 2 pages a day", rrule: "-", warned: .nothing, region: "US"),
        ClassRow(text: "Поливать цветы каждые 2 дня", due: "2026-12-02", title: "Поливать цветы", rrule: "FREQ=DAILY;INTERVAL=2",
                 warned: .nothing),
        ClassRow(text: "Поспать 2 часа", title: "Поспать 2 часа", rrule: "-", warned: .nothing),
        ClassRow(text: "Podlewać kwiaty co 2 dni", due: "2026-12-02", title: "Podlewać kwiaty", rrule: "FREQ=DAILY;INTERVAL=2",
                 warned: .nothing, region: "PL"),
        ClassRow(text: "Zadzwonić 3 razy", title: "Zadzwonić 3 razy", rrule: "-", warned: .nothing, region: "PL"),
    ])
    func dailyOrLongerRepeatsAndCountsStay(_ row: ClassRow) { row.check() }
}
