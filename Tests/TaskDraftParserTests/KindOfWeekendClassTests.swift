import Testing
@testable import TaskDraftParser

/// A weekend whose kind the task's first word says ("Work weekend", "Family weekend", "Ski
/// weekend in the Alps", "Rodzinny weekend", "Pracujący weekend") names the weekend, as "Plan
/// weekend" acts on it: the words stay whole in the title and there is no date, where the
/// weekend was read out of them and "Work", "Rodzinny" were left. Russian says the kind in an
/// adjective before the bare "выходные", which was already no date. After a preposition or a
/// word that picks one, or before a verb, it is the weekend as before. Now is Wednesday
/// 2026-12-02 10:00 in Moscow.
@Suite struct KindOfWeekendClassTests {
    @Test(arguments: [
        ClassRow(text: "Work weekend", title: "Work weekend", warned: .nothing, region: "US"),
        ClassRow(text: "Family weekend", title: "Family weekend", region: "US"),
        ClassRow(text: "Ski weekend in the Alps", title: "Ski weekend in the Alps", region: "US"),
        ClassRow(text: "Рабочие выходные", title: "Рабочие выходные"),
        ClassRow(text: "Rodzinny weekend", title: "Rodzinny weekend", warned: .nothing, region: "PL"),
        ClassRow(text: "Pracujący weekend", title: "Pracujący weekend", region: "PL"),
    ])
    func theWeekendTheFirstWordNamesIsNoDate(_ row: ClassRow) { row.check() }

    /// Must not: the weekend said with a preposition or a word that picks it, or before a verb.
    @Test(arguments: [
        ClassRow(text: "Work on the weekend", due: "2026-12-05", start: "2026-12-05", title: "Work", region: "US"),
        ClassRow(text: "Work this weekend", due: "2026-12-05", start: "2026-12-05", title: "Work", region: "US"),
        ClassRow(text: "Weekend call mom", due: "2026-12-05", start: "2026-12-05", title: "Call mom", region: "US"),
        ClassRow(text: "Laundry weekend, call mom", due: "2026-12-05", start: "2026-12-05", region: "US"),
        ClassRow(text: "Работать на выходных", due: "2026-12-05", start: "2026-12-05", title: "Работать"),
        ClassRow(text: "Pracować w weekend", due: "2026-12-05", start: "2026-12-05", title: "Pracować", region: "PL"),
    ])
    func theWeekendSaidAsADayMustNot(_ row: ClassRow) { row.check() }
}
