import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A length written short ("2h", "3ч", "45m", "2 godz.") with no preposition before it is how
/// long the work takes, not a clock time (`BuiltinParser.compactLength`). Now is Wednesday
/// 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    // MARK: A compact length is an estimate

    @Test(arguments: [
        ClassRow(text: "Write report, 2h", title: "Write report", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Fix bug 1.5h", title: "Fix bug", estimate: "PT1H30M", warned: .nothing, region: "US"),
        ClassRow(text: "Workout 45m tomorrow", due: "2026-12-03", title: "Workout", estimate: "PT45M", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Review the PR 90min", title: "Review the PR", estimate: "PT1H30M", warned: .nothing, region: "US"),
        ClassRow(text: "Write report 2 h", title: "Write report", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Write report 1h30m", title: "Write report", estimate: "PT1H30M", warned: .nothing, region: "US"),
        ClassRow(text: "Write report 1h 30m", title: "Write report", estimate: "PT1H30M", warned: .nothing, region: "US"),
        ClassRow(text: "Write report 2hrs", title: "Write report", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Write report (2h)", title: "Write report", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Write report roughly 2h", title: "Write report", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Созвон 2ч", title: "Созвон", estimate: "PT2H", warned: .nothing),
        ClassRow(text: "Отчёт к пятнице 3ч", due: "2026-12-04", title: "Отчёт", estimate: "PT3H", warned: .nothing),
        ClassRow(text: "Отчёт 1,5ч", title: "Отчёт", estimate: "PT1H30M", warned: .nothing),
        ClassRow(text: "Прочитать статью, 30м", title: "Прочитать статью", estimate: "PT30M", warned: .nothing),
        ClassRow(text: "Прочитать статью 30м завтра", due: "2026-12-03", title: "Прочитать статью", estimate: "PT30M",
                 warned: .nothing),
        ClassRow(text: "Разобрать почту 45 мин", title: "Разобрать почту", estimate: "PT45M", warned: .nothing),
        ClassRow(text: "Отчёт примерно 2ч", title: "Отчёт", estimate: "PT2H", warned: .nothing),
        ClassRow(text: "Отчёт 2 ч. завтра", due: "2026-12-03", title: "Отчёт", estimate: "PT2H", warned: .nothing),
        ClassRow(text: "Zadzwonić do mamy 2h", title: "Zadzwonić do mamy", estimate: "PT2H", warned: .nothing, region: "PL"),
        ClassRow(text: "Raport 2godz", title: "Raport", estimate: "PT2H", warned: .nothing, region: "PL"),
        ClassRow(text: "Raport 2 godz.", title: "Raport", estimate: "PT2H", warned: .nothing, region: "PL"),
        ClassRow(text: "Trening 45min jutro", due: "2026-12-03", title: "Trening", estimate: "PT45M", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Raport 1,5h", title: "Raport", estimate: "PT1H30M", warned: .nothing, region: "PL"),
    ])
    func aCompactLengthIsAnEstimate(_ row: ClassRow) { row.check() }

    /// The length does not move the due's time: "by end of next week" keeps its end of the day.
    @Test(arguments: [
        ("Write report by end of next week, 2h", "US"), ("Отчёт к концу следующей недели, 2ч", "RU"),
        ("Raport do końca przyszłego tygodnia, 2h", "PL"),
    ])
    func aCompactLengthLeavesTheDueAlone(_ text: String, _ region: String) {
        let plain = Self.draft(String(text.prefix(while: { $0 != "," })), region: region)
        let draft = Self.draft(text, region: region)
        #expect(draft.due != nil, "\(text)")
        #expect(ClassRow.text(draft.due) == ClassRow.text(plain.due), "\(text): \(ClassRow.text(draft.due))")
        #expect(draft.estimate?.description == "PT2H", "\(text)")
    }

    // MARK: What stays a time, a moment or a length of its own

    @Test(arguments: [
        ClassRow(text: "Call at 14h", due: "2026-12-02T14:00", title: "Call", estimate: "-", warned: .nothing, region: "US"),
        ClassRow(text: "Созвон в 14ч", due: "2026-12-02T14:00", title: "Созвон", estimate: "-", warned: .nothing),
        ClassRow(text: "Spotkanie o 14h", due: "2026-12-02T14:00", title: "Spotkanie", estimate: "-", warned: .nothing,
                 region: "PL"),
        // An hour only a 24-hour clock says, in the hour-letter notation.
        ClassRow(text: "Созвон 14ч", due: "2026-12-02T14:00", title: "Созвон", estimate: "-", warned: .nothing),
        ClassRow(text: "Call 15h", due: "2026-12-02T15:00", title: "Call", estimate: "-", warned: .nothing, region: "US"),
        ClassRow(text: "Call 15h30", due: "2026-12-02T15:30", title: "Call", estimate: "-", warned: .nothing, region: "US"),
        // From now.
        ClassRow(text: "Call Bob in 2h", due: "2026-12-02T12:00", title: "Call Bob", estimate: "-", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Созвон через 2ч", due: "2026-12-02T12:00", title: "Созвон", estimate: "-", warned: .nothing),
        ClassRow(text: "Zadzwonić za 2h", due: "2026-12-02T12:00", title: "Zadzwonić", estimate: "-", warned: .nothing,
                 region: "PL"),
        // A length by its own word.
        ClassRow(text: "Read for 2h", title: "Read", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Write report ~3h", title: "Write report", estimate: "PT3H", warned: .nothing, region: "US"),
    ])
    func aCompactLengthAfterAPrepositionIsWhatItMakes(_ row: ClassRow) { row.check() }

    /// Written against a word, a sign or a path, or metres before a noun: title text, no estimate.
    @Test(arguments: [
        ClassRow(text: "Buy v2h adapter", title: "Buy v2h adapter", estimate: "-", region: "US"),
        ClassRow(text: "Check h2 database", title: "Check h2 database", estimate: "-", region: "US"),
        ClassRow(text: "Print label 2h2", title: "Print label 2h2", estimate: "-", region: "US"),
        ClassRow(text: "Play MP3 files", title: "Play MP3 files", estimate: "-", region: "US"),
        ClassRow(text: "Build F-16 model", title: "Build F-16 model", estimate: "-", region: "US"),
        ClassRow(text: "Open https://example.com/2h/page", title: "Open https://example.com/2h/page", estimate: "-", region: "US"),
        ClassRow(text: "Edit docs/2h.md", title: "Edit docs/2h.md", estimate: "-", region: "US"),
        ClassRow(text: "Buy 30m cable", title: "Buy 30m cable", estimate: "-", region: "US"),
        ClassRow(text: "Kupić kabel 30m", title: "Kupić kabel 30m", estimate: "-", region: "PL"),
        ClassRow(text: "Run 2h/week", title: "Run 2h/week", estimate: "-", region: "US"),
        ClassRow(text: "Zamówić 2h2o", title: "Zamówić 2h2o", estimate: "-", region: "PL"),
    ])
    func aCompactLengthInsideANameIsTitleText(_ row: ClassRow) { row.check() }

    @Test func aCompactLengthInATagIsTheTag() {
        let draft = Self.draft("Plan sprint #2h", region: "US")
        #expect(draft.estimate == nil && draft.due == nil)
        #expect(draft.tags.contains("2h"))
    }
}
