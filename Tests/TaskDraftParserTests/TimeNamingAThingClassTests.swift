import Testing
@testable import TaskDraftParser

/// A clock time after "for" and before a noun names the thing the task is for ("Buy 2 tickets
/// for 7:30 show", "for the 7pm concert", "Prepare for 9:00 meeting"): it stays in the title
/// with its noun, and a day said beside it is still the due, where the time became the due and
/// left "Buy 2 tickets show" behind. A time after "for" with no noun after it is the task's, and
/// Russian and Polish, which put the show's time after its noun ("на сеанс в 19:30", "na seans o
/// 19:30"), read it as the due as before. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct TimeNamingAThingClassTests {
    @Test(arguments: [
        ClassRow(text: "Buy 2 tickets for 7:30 show on Friday", due: "2026-12-04", title: "Buy 2 tickets for 7:30 show",
                 warned: .nothing, region: "US"),
        ClassRow(text: "Buy tickets for the 7:30 show", title: "Buy tickets for the 7:30 show", warned: .nothing, region: "US"),
        ClassRow(text: "Buy tickets for 7pm concert on Friday", due: "2026-12-04", title: "Buy tickets for 7pm concert",
                 region: "US"),
        ClassRow(text: "Prepare for 9:00 meeting", title: "Prepare for 9:00 meeting", region: "US"),
    ])
    func theThingsTimeStaysInTheTitle(_ row: ClassRow) { row.check() }

    /// Must not: a time for the task itself.
    @Test(arguments: [
        ClassRow(text: "Book a table for 7:30 on Friday", due: "2026-12-04T07:30", title: "Book a table", region: "US"),
        ClassRow(text: "Book a table for 7:30pm Friday", due: "2026-12-04T19:30", title: "Book a table", region: "US"),
        ClassRow(text: "Call mom at 7:30 on Friday", due: "2026-12-04T07:30", title: "Call mom", region: "US"),
        ClassRow(text: "Купить 2 билета на сеанс в 19:30 в пятницу", due: "2026-12-04T19:30", title: "Купить 2 билета на сеанс"),
        ClassRow(text: "Kupić 2 bilety na seans o 19:30 w piątek", due: "2026-12-04T19:30", title: "Kupić 2 bilety na seans",
                 region: "PL"),
    ])
    func theTasksOwnTimeMustNot(_ row: ClassRow) { row.check() }
}
