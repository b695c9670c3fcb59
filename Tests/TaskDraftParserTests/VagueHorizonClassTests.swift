import Testing
@testable import TaskDraftParser

/// A horizon said with a plural "next" and no count ("in the coming weeks", "в ближайшие
/// недели", "w nadchodzących tygodniach") is no span anyone measured: no date, and the words stay
/// in the title, as "in the coming days", "в ближайшие дни" and "w najbliższych dniach" already
/// were. With its count, or a unit in the singular after "within", it is a span from now.
/// Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct VagueHorizonClassTests {

    @Test(arguments: [
        ClassRow(text: "Send the report in the coming weeks", due: "-", title: "Send the report in the coming weeks", region: "US"),
        ClassRow(text: "Send the report in the coming days", due: "-", title: "Send the report in the coming days", region: "US"),
        ClassRow(text: "Сдать отчёт в ближайшие недели", due: "-", title: "Сдать отчёт в ближайшие недели"),
        ClassRow(text: "Сдать отчёт в следующие минуты", due: "-", title: "Сдать отчёт в следующие минуты"),
        ClassRow(text: "Сдать отчёт в ближайшие дни", due: "-", title: "Сдать отчёт в ближайшие дни"),
        ClassRow(text: "Wysłać raport w nadchodzących tygodniach", due: "-", title: "Wysłać raport w nadchodzących tygodniach",
             region: "PL"),
        ClassRow(text: "Wysłać raport w najbliższych dniach", due: "-", title: "Wysłać raport w najbliższych dniach", region: "PL"),
        // Must not: a count, or one unit after "within", is a span from now.
        ClassRow(text: "Send the report in the next 2 weeks", due: "2026-12-16", title: "Send the report", region: "US"),
        ClassRow(text: "Сдать отчёт в ближайшие 2 недели", due: "2026-12-16", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт в течение недели", due: "2026-12-09", title: "Сдать отчёт"),
        ClassRow(text: "Сдать отчёт в ближайшие полгода", due: "2027-06-02", title: "Сдать отчёт"),
        ClassRow(text: "Wysłać raport w ciągu tygodnia", due: "2026-12-09", title: "Wysłać raport", region: "PL"),
        ClassRow(text: "Wysłać raport w najbliższe 2 tygodnie", due: "2026-12-16", title: "Wysłać raport", region: "PL"),
    ])
    func aHorizonWithNoCountIsNoDate(_ c: ClassRow) { c.check() }
}
