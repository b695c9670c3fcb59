import Testing
@testable import TaskDraftParser

/// A horizon said with a plural "next" and no count ("in the coming weeks", "в ближайшие
/// недели", "w nadchodzących tygodniach") is no span anyone measured: no date, and the words stay
/// in the title, as "in the coming days", "в ближайшие дни" and "w najbliższych dniach" already
/// were. With its count, or a unit in the singular after "within", it is a span from now.
/// Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct VagueHorizonClassTests {
    typealias Case = GrammarClassTests.Case

    @Test(arguments: [
        Case(text: "Send the report in the coming weeks", due: "-", title: "Send the report in the coming weeks", region: "US"),
        Case(text: "Send the report in the coming days", due: "-", title: "Send the report in the coming days", region: "US"),
        Case(text: "Сдать отчёт в ближайшие недели", due: "-", title: "Сдать отчёт в ближайшие недели"),
        Case(text: "Сдать отчёт в следующие минуты", due: "-", title: "Сдать отчёт в следующие минуты"),
        Case(text: "Сдать отчёт в ближайшие дни", due: "-", title: "Сдать отчёт в ближайшие дни"),
        Case(text: "Wysłać raport w nadchodzących tygodniach", due: "-", title: "Wysłać raport w nadchodzących tygodniach",
             region: "PL"),
        Case(text: "Wysłać raport w najbliższych dniach", due: "-", title: "Wysłać raport w najbliższych dniach", region: "PL"),
        // Must not: a count, or one unit after "within", is a span from now.
        Case(text: "Send the report in the next 2 weeks", due: "2026-12-16", title: "Send the report", region: "US"),
        Case(text: "Сдать отчёт в ближайшие 2 недели", due: "2026-12-16", title: "Сдать отчёт"),
        Case(text: "Сдать отчёт в течение недели", due: "2026-12-09", title: "Сдать отчёт"),
        Case(text: "Сдать отчёт в ближайшие полгода", due: "2027-06-02", title: "Сдать отчёт"),
        Case(text: "Wysłać raport w ciągu tygodnia", due: "2026-12-09", title: "Wysłać raport", region: "PL"),
        Case(text: "Wysłać raport w najbliższe 2 tygodnie", due: "2026-12-16", title: "Wysłać raport", region: "PL"),
    ])
    func aHorizonWithNoCountIsNoDate(_ c: Case) { GrammarClassTests.check(c) }
}
