import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A length written short ("2h", "3ч", "45m", "2 godz.") with no preposition before it is how
/// long the work takes, not a clock time (`BuiltinParser.compactLength`). Now is Wednesday
/// 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    // MARK: A compact length is an estimate

    @Test(arguments: [
        Fields(text: "Write report, 2h", title: "Write report", estimate: "PT2H", region: "US"),
        Fields(text: "Fix bug 1.5h", title: "Fix bug", estimate: "PT1H30M", region: "US"),
        Fields(text: "Workout 45m tomorrow", title: "Workout", due: "2026-12-03", estimate: "PT45M", region: "US"),
        Fields(text: "Review the PR 90min", title: "Review the PR", estimate: "PT1H30M", region: "US"),
        Fields(text: "Write report 2 h", title: "Write report", estimate: "PT2H", region: "US"),
        Fields(text: "Write report 1h30m", title: "Write report", estimate: "PT1H30M", region: "US"),
        Fields(text: "Write report 1h 30m", title: "Write report", estimate: "PT1H30M", region: "US"),
        Fields(text: "Write report 2hrs", title: "Write report", estimate: "PT2H", region: "US"),
        Fields(text: "Write report (2h)", title: "Write report", estimate: "PT2H", region: "US"),
        Fields(text: "Write report roughly 2h", title: "Write report", estimate: "PT2H", region: "US"),
        Fields(text: "Созвон 2ч", title: "Созвон", estimate: "PT2H"),
        Fields(text: "Отчёт к пятнице 3ч", title: "Отчёт", due: "2026-12-04", estimate: "PT3H"),
        Fields(text: "Отчёт 1,5ч", title: "Отчёт", estimate: "PT1H30M"),
        Fields(text: "Прочитать статью, 30м", title: "Прочитать статью", estimate: "PT30M"),
        Fields(text: "Прочитать статью 30м завтра", title: "Прочитать статью", due: "2026-12-03", estimate: "PT30M"),
        Fields(text: "Разобрать почту 45 мин", title: "Разобрать почту", estimate: "PT45M"),
        Fields(text: "Отчёт примерно 2ч", title: "Отчёт", estimate: "PT2H"),
        Fields(text: "Отчёт 2 ч. завтра", title: "Отчёт", due: "2026-12-03", estimate: "PT2H"),
        Fields(text: "Zadzwonić do mamy 2h", title: "Zadzwonić do mamy", estimate: "PT2H", region: "PL"),
        Fields(text: "Raport 2godz", title: "Raport", estimate: "PT2H", region: "PL"),
        Fields(text: "Raport 2 godz.", title: "Raport", estimate: "PT2H", region: "PL"),
        Fields(text: "Trening 45min jutro", title: "Trening", due: "2026-12-03", estimate: "PT45M", region: "PL"),
        Fields(text: "Raport 1,5h", title: "Raport", estimate: "PT1H30M", region: "PL"),
    ])
    func aCompactLengthIsAnEstimate(_ c: Fields) { Self.check(c) }

    /// The length does not move the due's time: "by end of next week" keeps its end of the day.
    @Test(arguments: [
        ("Write report by end of next week, 2h", "US"), ("Отчёт к концу следующей недели, 2ч", "RU"),
        ("Raport do końca przyszłego tygodnia, 2h", "PL"),
    ])
    func aCompactLengthLeavesTheDueAlone(_ text: String, _ region: String) {
        let plain = Self.draft(String(text.prefix(while: { $0 != "," })), region: region)
        let draft = Self.draft(text, region: region)
        #expect(draft.due != nil, "\(text)")
        #expect(Self.text(draft.due) == Self.text(plain.due), "\(text): \(Self.text(draft.due))")
        #expect(draft.estimate?.description == "PT2H", "\(text)")
    }

    // MARK: What stays a time, a moment or a length of its own

    @Test(arguments: [
        Fields(text: "Call at 14h", title: "Call", due: "2026-12-02T14:00", region: "US"),
        Fields(text: "Созвон в 14ч", title: "Созвон", due: "2026-12-02T14:00"),
        Fields(text: "Spotkanie o 14h", title: "Spotkanie", due: "2026-12-02T14:00", region: "PL"),
        // An hour only a 24-hour clock says, in the hour-letter notation.
        Fields(text: "Созвон 14ч", title: "Созвон", due: "2026-12-02T14:00"),
        Fields(text: "Call 15h", title: "Call", due: "2026-12-02T15:00", region: "US"),
        Fields(text: "Call 15h30", title: "Call", due: "2026-12-02T15:30", region: "US"),
        // From now.
        Fields(text: "Call Bob in 2h", title: "Call Bob", due: "2026-12-02T12:00", region: "US"),
        Fields(text: "Созвон через 2ч", title: "Созвон", due: "2026-12-02T12:00"),
        Fields(text: "Zadzwonić za 2h", title: "Zadzwonić", due: "2026-12-02T12:00", region: "PL"),
        // A length by its own word.
        Fields(text: "Read for 2h", title: "Read", estimate: "PT2H", region: "US"),
        Fields(text: "Write report ~3h", title: "Write report", estimate: "PT3H", region: "US"),
    ])
    func aCompactLengthAfterAPrepositionIsWhatItMakes(_ c: Fields) { Self.check(c) }

    /// Written against a word, a sign or a path, or metres before a noun: title text, no estimate.
    @Test(arguments: [
        ("Buy v2h adapter", "US"), ("Check h2 database", "US"), ("Print label 2h2", "US"), ("Play MP3 files", "US"),
        ("Build F-16 model", "US"), ("Open https://example.com/2h/page", "US"), ("Edit docs/2h.md", "US"),
        ("Buy 30m cable", "US"), ("Kupić kabel 30m", "PL"), ("Run 2h/week", "US"), ("Zamówić 2h2o", "PL"),
    ])
    func aCompactLengthInsideANameIsTitleText(_ text: String, _ region: String) { Self.checkTitleTextOnly(text, region: region) }

    /// The whole sentence stays the title, with no estimate, due or start read from it.
    static func checkTitleTextOnly(_ text: String, region: String) {
        let draft = draft(text, region: region)
        #expect(draft.estimate == nil, "\(text): \(String(describing: draft.estimate))")
        #expect(draft.due == nil && draft.start == nil, "\(text): \(Self.text(draft.due)), \(Self.text(draft.start))")
        #expect(draft.title == text, "\(text): \(draft.title)")
    }

    @Test func aCompactLengthInATagIsTheTag() {
        let draft = Self.draft("Plan sprint #2h", region: "US")
        #expect(draft.estimate == nil && draft.due == nil)
        #expect(draft.tags.contains("2h"))
    }
}
