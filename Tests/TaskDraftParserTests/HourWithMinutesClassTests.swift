import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// An hour of one digit written with its minutes and no am/pm ("at 3:30", "в 3:30", "o 3:30")
/// is read as the bare hour "at 3" is: the next of its two readings still ahead today, working
/// hours on another day or in a repeat, and warned; in a 24-hour region only the hours 1 to 6,
/// which the working day has as afternoons ("в 9:30" is the morning it says). It was read as
/// the night: "Pick up kids at 3:30 every weekday" repeated at 03:30. A clock written as a
/// clock ("03:30", "15:30") or with its half of the day ("3:30am", "3:30 ночи", "o 3:30 w nocy")
/// is read as written. Now is Wednesday 2026-12-02 10:00 in Moscow unless the row says 16:00.
@Suite struct HourWithMinutesClassTests {
    static let afternoon = Instant(seconds: ParserFixtures.now.seconds + 6 * 3600)

    @Test(arguments: [
        ClassRow(text: "Pick up kids at 3:30", due: "2026-12-02T15:30", title: "Pick up kids",
                 warned: .readAs(["\"3:30\" read as 15:30"]), region: "GB"),
        ClassRow(text: "Pick up kids at 3:30 every weekday", due: "2026-12-02T15:30", title: "Pick up kids",
                 rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", region: "GB"),
        ClassRow(text: "Call at 5:15 tomorrow", due: "2026-12-03T17:15", title: "Call",
                 warned: .readAs(["\"5:15\" read as 17:15"]), region: "GB"),
        // Said after the afternoon's 3:30: tomorrow's, not tonight's 03:30.
        ClassRow(text: "Pick up kids at 3:30", due: "2026-12-03T15:30", title: "Pick up kids",
                 warned: .readAs(["\"3:30\" read as 15:30"]), region: "GB", now: afternoon),
        ClassRow(text: "Pick up kids at 3:30", due: "2026-12-02T15:30", title: "Pick up kids", region: "US"),
    ])
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Встреча в 3:30", due: "2026-12-02T15:30", title: "Встреча", warned: .readAs(["\"3:30\" read as 15:30"])),
        ClassRow(text: "Забрать детей в 3:30 каждый будний день", due: "2026-12-02T15:30", title: "Забрать детей",
                 rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ClassRow(text: "Созвон в 3.30 в пятницу", due: "2026-12-04T15:30", title: "Созвон",
                 warned: .readAs(["\"3:30\" read as 15:30"])),
        ClassRow(text: "Встреча в 3:30", due: "2026-12-03T15:30", title: "Встреча", now: afternoon),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Spotkanie o 3:30", due: "2026-12-02T15:30", title: "Spotkanie",
                 warned: .readAs(["\"3:30\" read as 15:30"]), region: "PL"),
        ClassRow(text: "Spotkanie o 5:15 jutro", due: "2026-12-03T17:15", title: "Spotkanie", region: "PL"),
        ClassRow(text: "Spotkanie o 3.30", due: "2026-12-02T15:30", title: "Spotkanie", region: "PL"),
    ])
    func polish(_ row: ClassRow) { row.check() }

    /// Must not: a clock written as one, a half of the day said, a morning's hour, and two digits.
    @Test(arguments: [
        ClassRow(text: "Call at 03:30", due: "2026-12-03T03:30", title: "Call", warned: .readAs([]), region: "GB"),
        ClassRow(text: "Call at 3:30am", due: "2026-12-03T03:30", title: "Call", warned: .readAs([]), region: "GB"),
        ClassRow(text: "Call at 15:30", due: "2026-12-02T15:30", title: "Call", warned: .readAs([]), region: "GB"),
        ClassRow(text: "Call Anna at 8:15", due: "2026-12-03T08:15", title: "Call Anna", warned: .readAs([]), region: "GB"),
        ClassRow(text: "Call at 10:30 tomorrow", due: "2026-12-03T10:30", title: "Call", warned: .readAs([]), region: "GB"),
        ClassRow(text: "Встреча в 3:30 ночи", due: "2026-12-03T03:30", title: "Встреча", warned: .readAs([])),
        ClassRow(text: "Встреча в 03:30", due: "2026-12-03T03:30", title: "Встреча", warned: .readAs([])),
        ClassRow(text: "Созвон в 9:30 завтра", due: "2026-12-03T09:30", title: "Созвон", warned: .readAs([])),
        ClassRow(text: "Spotkanie o 3:30 w nocy", due: "2026-12-03T03:30", title: "Spotkanie", warned: .readAs([]), region: "PL"),
        ClassRow(text: "Spotkanie o 7:45 w piątek", due: "2026-12-04T07:45", title: "Spotkanie", warned: .readAs([]), region: "PL"),
    ])
    func aClockWrittenAsOneMustNot(_ row: ClassRow) { row.check() }
}
