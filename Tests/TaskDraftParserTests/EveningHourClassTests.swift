import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A small hour said after "tonight", "this evening", "сегодня вечером", "dziś wieczorem" is an
/// hour of the afternoon or evening ("tonight at 3" is 15:00, "at 9" 21:00), as the same hour
/// before the part of the day is; an hour the person marks as morning ("1am") stays morning.
/// Said once that hour has passed today ("tonight at 3" at 16:00), the small hour is the
/// night's, 03:00 after this evening's midnight, told as read, for "tonight" names no other day;
/// a time with its day said that has passed stays on that day and is told it has passed, as a
/// bare time that has passed is told it moved to tomorrow.
/// Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow, or 16:00.
@Suite struct EveningHourClassTests {
    /// Wednesday 2026-12-02 16:00 in Moscow.
    static let afternoon = Instant(seconds: 1_796_216_400)

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

    @Test(arguments: [
        ClassRow(text: "Call mom tonight at 3", due: "2026-12-03T03:00", title: "Call mom",
                 warned: .readAs(["\"3\" read as 03:00"]), region: "US"),
        ClassRow(text: "Call mom this evening at 2", due: "2026-12-03T02:00", title: "Call mom", region: "US"),
        ClassRow(text: "Позвонить маме сегодня вечером в 3", due: "2026-12-03T03:00", title: "Позвонить маме",
                 warned: .readAs(["\"3\" read as 03:00"])),
        ClassRow(text: "Zadzwonić do mamy dziś wieczorem o 3", due: "2026-12-03T03:00", title: "Zadzwonić do mamy",
                 warned: .readAs(["\"3\" read as 03:00"]), region: "PL"),
        // Must not: an hour still ahead is the evening's, with nothing to tell; an hour marked as
        // the afternoon's, or a 24-hour one, with its day said, has passed and is told so; a bare
        // time that has passed is tomorrow's, as it was.
        ClassRow(text: "Call mom tonight at 9", due: "2026-12-02T21:00", title: "Call mom", warned: .nothing, region: "US"),
        ClassRow(text: "Позвонить маме сегодня вечером в 5", due: "2026-12-02T17:00", title: "Позвонить маме", warned: .nothing),
        ClassRow(text: "Call mom tonight at 3pm", due: "2026-12-02T15:00", title: "Call mom",
                 warned: .with(.timePassed(LocalTime(hour: 15, minute: 0))), region: "US"),
        ClassRow(text: "Позвонить маме сегодня в 15:00", due: "2026-12-02T15:00", title: "Позвонить маме",
                 warned: .with(.timePassed(LocalTime(hour: 15, minute: 0)))),
        ClassRow(text: "Zadzwonić do mamy dziś o 15:00", due: "2026-12-02T15:00", title: "Zadzwonić do mamy",
                 warned: .with(.timePassed(LocalTime(hour: 15, minute: 0))), region: "PL"),
        ClassRow(text: "Call mom at 3", due: "2026-12-03T15:00", title: "Call mom",
                 warned: .with(.timePassedDueTomorrow(LocalTime(hour: 15, minute: 0))), region: "US"),
        ClassRow(text: "Check the backups tonight at 1am", due: "2026-12-03T01:00", title: "Check the backups", region: "US"),
    ].map { var row = $0; row.now = Self.afternoon; return row })
    func aSmallHourPassedInTheAfternoonIsTheNights(_ c: ClassRow) { c.check() }
}
