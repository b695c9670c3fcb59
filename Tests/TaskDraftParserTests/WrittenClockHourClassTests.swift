import Testing
@testable import TaskDraftParser

/// A bare clock hour read in the likelier half of the day is warned of as the person wrote it:
/// "Call 3:00" is due at 15:00 with `"3:00" read as 15:00` ("3.00" is quoted "3:00", as "3.30"
/// is "3:30"), where the warning quoted "3" as if the minutes had not been written; "Позвонить в
/// 3:00" and "Zadzwonić o 3:00" likewise. Now is Wednesday 2026-12-02 10:00 in Moscow (+03:00).
@Suite struct WrittenClockHourClassTests {
    @Test(arguments: [
        ClassRow(text: "Call 3:00", due: "2026-12-02T15:00", title: "Call", warned: .readAs(["\"3:00\" read as 15:00"]), region: "US"),
        ClassRow(text: "Call at 3:00", due: "2026-12-02T15:00", title: "Call", warned: .readAs(["\"3:00\" read as 15:00"]), region: "US"),
        ClassRow(text: "Call at 3.00", due: "2026-12-02T15:00", title: "Call", warned: .readAs(["\"3:00\" read as 15:00"]), region: "US"),
        ClassRow(text: "Позвонить в 3:00", due: "2026-12-02T15:00", title: "Позвонить", warned: .readAs(["\"3:00\" read as 15:00"])),
        ClassRow(text: "Zadzwonić o 3:00", due: "2026-12-02T15:00", title: "Zadzwonić", warned: .readAs(["\"3:00\" read as 15:00"]), region: "PL"),
        ClassRow(text: "Call tomorrow at 5:00", due: "2026-12-03T17:00", title: "Call", warned: .readAs(["\"5:00\" read as 17:00"]), region: "US"),
    ])
    func aWrittenClockIsQuoted(_ row: ClassRow) { row.check() }

    /// Must not: an hour written alone or with its minutes is quoted as before.
    @Test(arguments: [
        ClassRow(text: "Call at 3", due: "2026-12-02T15:00", title: "Call", warned: .readAs(["\"3\" read as 15:00"]), region: "US"),
        ClassRow(text: "Call at 3.", due: "2026-12-02T15:00", title: "Call", warned: .readAs(["\"3\" read as 15:00"]), region: "US"),
        ClassRow(text: "Call at 3:30", due: "2026-12-02T15:30", title: "Call", warned: .readAs(["\"3:30\" read as 15:30"]), region: "US"),
        ClassRow(text: "Позвонить в 3", due: "2026-12-02T15:00", title: "Позвонить", warned: .readAs(["\"3\" read as 15:00"])),
        ClassRow(text: "Zadzwonić o 3", due: "2026-12-02T15:00", title: "Zadzwonić", warned: .readAs(["\"3\" read as 15:00"]), region: "PL"),
    ])
    func aBareHourMustNot(_ row: ClassRow) { row.check() }
}
