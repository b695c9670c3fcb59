import Testing
@testable import TaskDraftParser

/// A word that makes a time approximate ("approximately", "approx.", "roughly", "примерно",
/// "приблизительно") leaves the title with the time it qualifies, as "about", "около" and
/// "około" do: "Call approximately at 3pm" is due at 15:00 titled "Call", where the word stayed
/// in the title ("Call approximately"). Now is Wednesday 2026-12-02 10:00 in Moscow (+03:00).
@Suite struct ApproximateHourClassTests {
    @Test(arguments: [
        ClassRow(text: "Take pills every day at approximately 8am", due: "2026-12-03T08:00",
                 title: "Take pills", rrule: "FREQ=DAILY", region: "US"),
        ClassRow(text: "Call approximately at 3pm", due: "2026-12-02T15:00", title: "Call", region: "US"),
        ClassRow(text: "Call at approximately 3pm", due: "2026-12-02T15:00", title: "Call", region: "US"),
        ClassRow(text: "Call approx. 3pm", due: "2026-12-02T15:00", title: "Call", region: "US"),
        ClassRow(text: "Call roughly at 3pm", due: "2026-12-02T15:00", title: "Call", region: "US"),
        ClassRow(text: "Позвонить примерно в 15:00", due: "2026-12-02T15:00", title: "Позвонить"),
        ClassRow(text: "Позвонить приблизительно в 15:00", due: "2026-12-02T15:00", title: "Позвонить"),
        ClassRow(text: "Zadzwonić około 15:00", due: "2026-12-02T15:00", title: "Zadzwonić", region: "PL"),
    ])
    func anApproximateHourLeavesTheTitle(_ row: ClassRow) { row.check() }

    /// Must not: the words qualifying something other than a time stay in the title.
    @Test(arguments: [
        ClassRow(text: "Read roughly 20 pages", title: "Read roughly 20 pages", region: "US"),
        ClassRow(text: "Run approximately 5 km", title: "Run approximately 5 km", region: "US"),
        ClassRow(text: "Прочитать примерно 20 страниц", title: "Прочитать примерно 20 страниц"),
        ClassRow(text: "Estimate roughly the cost", title: "Estimate roughly the cost", region: "US"),
    ])
    func anApproximateQuantityMustNot(_ row: ClassRow) { row.check() }
}
