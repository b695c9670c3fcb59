import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A compact length after a dash that sets it apart from the words before it is the task's
/// estimate, whether the dash is spaced ("report - 2h") or written against the length
/// ("report -2h", "report—2h"), as "report, 2h" is (`BuiltinParser.compactLength`). Now is
/// Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    @Test(arguments: [
        Fields(text: "Write report - 2h", title: "Write report", estimate: "PT2H", region: "US"),
        Fields(text: "Write report -2h", title: "Write report", estimate: "PT2H", region: "US"),
        Fields(text: "Write report –2h", title: "Write report", estimate: "PT2H", region: "US"),
        Fields(text: "Write report—2h", title: "Write report", estimate: "PT2H", region: "US"),
        Fields(text: "Write report -1.5h tomorrow", title: "Write report", due: "2026-12-03", estimate: "PT1H30M", region: "US"),
        Fields(text: "Отчёт —2ч", title: "Отчёт", estimate: "PT2H"),
        Fields(text: "Отчёт -1,5ч", title: "Отчёт", estimate: "PT1H30M"),
        Fields(text: "Отчёт – 45мин", title: "Отчёт", estimate: "PT45M"),
        Fields(text: "Raport -2h", title: "Raport", estimate: "PT2H", region: "PL"),
        Fields(text: "Raport —2 godz.", title: "Raport", estimate: "PT2H", region: "PL"),
    ])
    func aLengthAfterADashIsAnEstimate(_ c: Fields) { Self.check(c) }

    /// Must not: an hour only a 24-hour clock says after a dash stays a time, and a dash between
    /// two hours is a range.
    @Test(arguments: [
        Fields(text: "Call Bob -15h", title: "Call Bob", due: "2026-12-02T15:00", region: "US"),
        Fields(text: "Созвон —17ч", title: "Созвон", due: "2026-12-02T17:00"),
        Fields(text: "Spotkanie 15h-18h", title: "Spotkanie", due: "2026-12-02T18:00", start: "2026-12-02T15:00", region: "PL"),
        Fields(text: "Call 15h30 - 18h", title: "Call", due: "2026-12-02T18:00", start: "2026-12-02T15:30", region: "US"),
    ])
    func aDashedClockStaysATime(_ c: Fields) { Self.check(c) }

    /// Must not: a hyphen inside a name is no dash that sets anything apart.
    @Test(arguments: [("Build F-16 model", "US"), ("Build F-16", "US"), ("Купить Ту-154", "RU"), ("Kupić MiG-29", "PL")])
    func aHyphenInsideANameIsTitleText(_ text: String, _ region: String) { Self.checkTitleTextOnly(text, region: region) }
}
