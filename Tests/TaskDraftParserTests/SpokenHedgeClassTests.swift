import Testing
@testable import TaskDraftParser

/// The words a person says before a time to make it rough go with the time, as "около",
/// "około", "around" and "примерно" did: "Позвонить часов в 5", "Позвонить где-то в 5",
/// "Позвонить ближе к 5", "Zadzwonić gdzieś o 5" were due 17:00 titled "Позвонить часов",
/// "Позвонить где-то", "Позвонить ближе", "Zadzwonić gdzieś". Russian's hours after a count
/// are a length and stay. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct SpokenHedgeClassTests {
    @Test(arguments: [
        ClassRow(text: "Позвонить часов в 5", due: "2026-12-02T17:00", title: "Позвонить"),
        ClassRow(text: "Встретиться часов в 7 вечера", due: "2026-12-02T19:00", title: "Встретиться"),
        ClassRow(text: "Приехать часа в 3", due: "2026-12-02T15:00", title: "Приехать"),
        ClassRow(text: "Созвон часиков в 11", due: "2026-12-02T11:00", title: "Созвон"),
        ClassRow(text: "Позвонить где-то в 5", due: "2026-12-02T17:00", title: "Позвонить"),
        ClassRow(text: "Позвонить ближе к 5", due: "2026-12-02T17:00", title: "Позвонить"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Zadzwonić gdzieś o 5", due: "2026-12-02T17:00", title: "Zadzwonić", region: "PL"),
        ClassRow(text: "Zadzwonić gdzieś koło 5", due: "2026-12-02T17:00", title: "Zadzwonić", region: "PL"),
    ])
    func polish(_ row: ClassRow) { row.check() }

    /// English says it with "around", "about" or "ish", and kept the title already.
    @Test(arguments: [
        ClassRow(text: "Call mom around 5ish", due: "2026-12-02T17:00", title: "Call mom", region: "US"),
        ClassRow(text: "Call mom at about 5", due: "2026-12-02T17:00", title: "Call mom", region: "US"),
    ])
    func english(_ row: ClassRow) { row.check() }

    /// Must not: hours counted before a day or a length stay in the title.
    @Test(arguments: [
        ClassRow(text: "Работать 5 часов в понедельник", due: "2026-12-07", title: "Работать 5 часов"),
        ClassRow(text: "Поспать пару часов в понедельник", due: "2026-12-07", title: "Поспать пару часов"),
        ClassRow(text: "Поспать 3 часа", title: "Поспать 3 часа"),
        ClassRow(text: "Zjeść obiad gdzieś w centrum", title: "Zjeść obiad gdzieś w centrum", region: "PL"),
    ])
    func aLengthMustNot(_ row: ClassRow) { row.check() }
}
