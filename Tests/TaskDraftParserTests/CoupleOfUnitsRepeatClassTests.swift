import Testing
@testable import TaskDraftParser

/// "Every couple of days" repeats every two days, as "каждые пару дней" and "co parę dni" did,
/// where the English words stayed in the title with no repeat; "every few days" says no number
/// and stays text, as a vague horizon does.
/// Written from the rule, per language.
/// Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct CoupleOfUnitsRepeatClassTests {
    @Test(arguments: [
        ClassRow(text: "Water plants every couple of days", due: "2026-12-02", title: "Water plants", rrule: "FREQ=DAILY;INTERVAL=2",
                 region: "US"),
        ClassRow(text: "Call grandma every couple of weeks", due: "2026-12-02", title: "Call grandma",
                 rrule: "FREQ=WEEKLY;INTERVAL=2", region: "US"),
        ClassRow(text: "Every couple of months check the smoke alarm", due: "2026-12-02", title: "Check the smoke alarm",
                 rrule: "FREQ=MONTHLY;INTERVAL=2", region: "US"),
        ClassRow(text: "Поливать цветы каждые пару дней", due: "2026-12-02", title: "Поливать цветы", rrule: "FREQ=DAILY;INTERVAL=2"),
        ClassRow(text: "Podlewać kwiaty co parę dni", due: "2026-12-02", title: "Podlewać kwiaty", rrule: "FREQ=DAILY;INTERVAL=2",
                 region: "PL"),
        // Must not: no number said, and a couple of things is no span.
        ClassRow(text: "Water plants every few days", title: "Water plants every few days", rrule: "-", region: "US"),
        ClassRow(text: "Buy a couple of apples every day", due: "2026-12-02", title: "Buy a couple of apples", rrule: "FREQ=DAILY",
                 region: "US"),
        ClassRow(text: "Купить пару яблок каждый день", due: "2026-12-02", title: "Купить пару яблок", rrule: "FREQ=DAILY"),
    ])
    func everyCoupleOfUnitsIsEveryTwo(_ row: ClassRow) { row.check() }
}
