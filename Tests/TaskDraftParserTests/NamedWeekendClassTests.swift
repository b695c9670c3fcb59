import Testing
@testable import TaskDraftParser

/// A weekend named by the kind it is ("weekend majowy", "majowy weekend", "długi weekend", "the
/// long weekend", "майские выходные", "длинные выходные") is a holiday's long weekend whose days
/// the words do not say: the phrase stays whole in the title with no date, where the bare weekend
/// was read out of it, due and started on Saturday, and the adjective was left behind ("Kupić
/// bilety majowy"). Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct NamedWeekendClassTests {
    @Test(arguments: [
        ClassRow(text: "Kupić bilety na weekend majowy", title: "Kupić bilety na weekend majowy", warned: .nothing, region: "PL"),
        ClassRow(text: "Kupić bilety na majowy weekend", title: "Kupić bilety na majowy weekend", warned: .nothing, region: "PL"),
        ClassRow(text: "Kupić bilety na długi weekend", title: "Kupić bilety na długi weekend", warned: .nothing, region: "PL"),
        ClassRow(text: "Na weekendzie majowym odpocząć", title: "Na weekendzie majowym odpocząć", region: "PL"),
        ClassRow(text: "Plan a trip for the long weekend", title: "Plan a trip for the long weekend", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Купить билеты на майские выходные", title: "Купить билеты на майские выходные", warned: .nothing),
        ClassRow(text: "Поехать на дачу на длинные выходные", title: "Поехать на дачу на длинные выходные"),
        ClassRow(text: "Kupić bilety na weekend majowy do piątku", due: "2026-12-04", title: "Kupić bilety na weekend majowy",
                 region: "PL"),
    ])
    func aHolidaysLongWeekendKeepsItsWords(_ row: ClassRow) { row.check() }

    /// Must not: the weekend said alone, or picked, is the coming one.
    @Test(arguments: [
        ClassRow(text: "Kupić bilety na weekend", due: "2026-12-05", start: "2026-12-05", title: "Kupić bilety", region: "PL"),
        ClassRow(text: "Kupić bilety na ten weekend", due: "2026-12-05", start: "2026-12-05", title: "Kupić bilety", region: "PL"),
        ClassRow(text: "Plan a trip on the weekend", due: "2026-12-05", start: "2026-12-05", title: "Plan a trip", region: "US"),
        ClassRow(text: "Купить билеты на выходных", due: "2026-12-05", start: "2026-12-05", title: "Купить билеты"),
        ClassRow(text: "Long weekend trip on Friday", due: "2026-12-04", title: "Long weekend trip", region: "US"),
    ])
    func theWeekendSaidAloneMustNot(_ row: ClassRow) { row.check() }
}
