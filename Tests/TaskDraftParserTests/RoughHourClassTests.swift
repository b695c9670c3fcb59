import Testing
@testable import TaskDraftParser

/// A rough hour said as a place is ("в районе 5", "w okolicach 17") or with "około" cut short
/// ("ok. 17") is the hour, as "около 5" and "około 17" were: "Позвонить в районе 5",
/// "Zadzwonić w okolicach 17", "Zadzwonić ok. 17" had no time, and "Встреча в районе 15:00",
/// "Spotkanie ok. 15:30" kept "в районе" and "ok" in the title. Before a word they are still a
/// place. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct RoughHourClassTests {
    @Test(arguments: [
        ClassRow(text: "Позвонить в районе 5", due: "2026-12-02T17:00", title: "Позвонить"),
        ClassRow(text: "Встреча в районе 15:00", due: "2026-12-02T15:00", title: "Встреча"),
        ClassRow(text: "Zadzwonić w okolicach 17", due: "2026-12-02T17:00", title: "Zadzwonić", region: "PL"),
        ClassRow(text: "Zadzwonić ok. 17", due: "2026-12-02T17:00", title: "Zadzwonić", region: "PL"),
        ClassRow(text: "Spotkanie ok. 15:30", due: "2026-12-02T15:30", title: "Spotkanie", region: "PL"),
    ])
    func russianAndPolish(_ row: ClassRow) { row.check() }

    /// English says it with "around" or "about", and read it already.
    @Test(arguments: [
        ClassRow(text: "Call mom around 5", due: "2026-12-02T17:00", title: "Call mom", region: "US"),
        ClassRow(text: "Call mom at about 5pm", due: "2026-12-02T17:00", title: "Call mom", region: "US"),
    ])
    func english(_ row: ClassRow) { row.check() }

    /// Must not: a neighbourhood, and "ok." before a quantity.
    @Test(arguments: [
        ClassRow(text: "Встреча в районе Арбата", title: "Встреча в районе Арбата"),
        ClassRow(text: "Mieszkanie w okolicach Mokotowa", title: "Mieszkanie w okolicach Mokotowa", region: "PL"),
        ClassRow(text: "Kupić ok. 5 kg jabłek", title: "Kupić ok. 5 kg jabłek", region: "PL"),
    ])
    func aPlaceMustNot(_ row: ClassRow) { row.check() }
}
