import Testing
@testable import TaskDraftParser

/// A small hour said after "tonight", "this evening", "сегодня вечером", "dziś wieczorem" is an
/// hour of the afternoon or evening ("tonight at 3" is 15:00, "at 9" 21:00), as the same hour
/// before the part of the day is; an hour the person marks as morning ("1am") stays morning.
/// Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct EveningHourClassTests {

    @Test(arguments: [
        ClassRow(text: "Call mom tonight at 3", due: "2026-12-02T15:00", title: "Call mom", region: "US"),
        ClassRow(text: "Call mom this evening at 9", due: "2026-12-02T21:00", title: "Call mom", region: "US"),
        ClassRow(text: "Позвонить маме сегодня вечером в 3", due: "2026-12-02T15:00", title: "Позвонить маме"),
        ClassRow(text: "Позвонить маме сегодня вечером в 9", due: "2026-12-02T21:00", title: "Позвонить маме"),
        ClassRow(text: "Zadzwonić do mamy dziś wieczorem o 3", due: "2026-12-02T15:00", title: "Zadzwonić do mamy", region: "PL"),
        ClassRow(text: "Zadzwonić do mamy dziś wieczorem o 9", due: "2026-12-02T21:00", title: "Zadzwonić do mamy", region: "PL"),
        // Must not: an hour marked as morning, or a 24-hour one, is the hour it says.
        ClassRow(text: "Check the backups tonight at 1am", due: "2026-12-03T01:00", title: "Check the backups", region: "US"),
        ClassRow(text: "Позвонить маме сегодня вечером в 20:30", due: "2026-12-02T20:30", title: "Позвонить маме"),
        ClassRow(text: "Zadzwonić do mamy dziś wieczorem o 18", due: "2026-12-02T18:00", title: "Zadzwonić do mamy", region: "PL"),
    ])
    func aSmallHourInTheEveningIsPM(_ c: ClassRow) { c.check() }
}
