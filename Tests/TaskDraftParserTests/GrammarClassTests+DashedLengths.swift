import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A compact length after a dash that sets it apart from the words before it is the task's
/// estimate, whether the dash is spaced ("report - 2h") or written against the length
/// ("report -2h", "report—2h"), as "report, 2h" is (`BuiltinParser.compactLength`). Now is
/// Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    @Test(arguments: [
        ClassRow(text: "Write report - 2h", title: "Write report", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Write report -2h", title: "Write report", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Write report –2h", title: "Write report", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Write report—2h", title: "Write report", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Write report -1.5h tomorrow", due: "2026-12-03", title: "Write report", estimate: "PT1H30M",
                 warned: .nothing, region: "US"),
        ClassRow(text: "Отчёт —2ч", title: "Отчёт", estimate: "PT2H", warned: .nothing),
        ClassRow(text: "Отчёт -1,5ч", title: "Отчёт", estimate: "PT1H30M", warned: .nothing),
        ClassRow(text: "Отчёт – 45мин", title: "Отчёт", estimate: "PT45M", warned: .nothing),
        ClassRow(text: "Raport -2h", title: "Raport", estimate: "PT2H", warned: .nothing, region: "PL"),
        ClassRow(text: "Raport —2 godz.", title: "Raport", estimate: "PT2H", warned: .nothing, region: "PL"),
    ])
    func aLengthAfterADashIsAnEstimate(_ row: ClassRow) { row.check() }

    /// Must not: an hour only a 24-hour clock says after a dash stays a time, and a dash between
    /// two hours is a range.
    @Test(arguments: [
        ClassRow(text: "Call Bob -15h", due: "2026-12-02T15:00", title: "Call Bob", estimate: "-", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Созвон —17ч", due: "2026-12-02T17:00", title: "Созвон", estimate: "-", warned: .nothing),
        ClassRow(text: "Spotkanie 15h-18h", due: "2026-12-02T18:00", start: "2026-12-02T15:00", title: "Spotkanie",
                 estimate: "-", warned: .nothing, region: "PL"),
        ClassRow(text: "Call 15h30 - 18h", due: "2026-12-02T18:00", start: "2026-12-02T15:30", title: "Call", estimate: "-",
                 warned: .nothing, region: "US"),
    ])
    func aDashedClockStaysATime(_ row: ClassRow) { row.check() }

    /// Must not: a hyphen inside a name is no dash that sets anything apart.
    @Test(arguments: [
        ClassRow(text: "Build F-16 model", title: "Build F-16 model", estimate: "-", region: "US"),
        ClassRow(text: "Build F-16", title: "Build F-16", estimate: "-", region: "US"),
        ClassRow(text: "Купить Ту-154", title: "Купить Ту-154", estimate: "-"),
        ClassRow(text: "Kupić MiG-29", title: "Kupić MiG-29", estimate: "-", region: "PL"),
    ])
    func aHyphenInsideANameIsTitleText(_ row: ClassRow) { row.check() }
}
