import Testing
@testable import TaskDraftParser

/// A capitalised weekday opening a run of capitalised words that goes on past the day's own
/// words is a name, not a day: "watch Friday Night Lights" is that title with no due, where the
/// day and its night were read as Friday 22:00 and the title was "Watch Lights". A title in
/// quotes, in any language, is a name whatever it holds. Now is Wednesday 2026-12-02 10:00 in
/// Moscow.
@Suite struct WeekdayInANameClassTests {
    @Test(arguments: [
        ClassRow(text: "watch Friday Night Lights", title: "Watch Friday Night Lights", warned: .nothing, region: "US"),
        ClassRow(text: "Watch Monday Night Football", title: "Watch Monday Night Football", warned: .nothing, region: "US"),
        ClassRow(text: "Watch Saturday Night Live tomorrow", due: "2026-12-03", title: "Watch Saturday Night Live",
                 region: "US"),
        ClassRow(text: "Watch 'Friday Night Lights' on Sunday", due: "2026-12-06", title: "Watch 'Friday Night Lights'",
                 region: "US"),
        ClassRow(text: "посмотреть «Чёрную пятницу»", title: "Посмотреть «Чёрную пятницу»", warned: .nothing),
        ClassRow(text: "Посмотреть «Пятница, 13-е» в субботу", due: "2026-12-05", title: "Посмотреть «Пятница, 13-е»"),
        ClassRow(text: "Obejrzeć „Czarny piątek”", title: "Obejrzeć „Czarny piątek”", warned: .nothing, region: "PL"),
        ClassRow(text: "Obejrzeć „Piątek trzynastego” w sobotę", due: "2026-12-05", title: "Obejrzeć „Piątek trzynastego”",
                 region: "PL"),
    ])
    func aWeekdayOpeningANameIsNoDay(_ row: ClassRow) { row.check() }

    /// Must not: a day after a person's name, a day with its time, a day and its part of the day
    /// ending the sentence or followed by a small word, and a day after its preposition are days.
    @Test(arguments: [
        ClassRow(text: "Call Anna Friday", due: "2026-12-04", title: "Call Anna", region: "US"),
        ClassRow(text: "Meet Bob Friday at 5", due: "2026-12-04T17:00", title: "Meet Bob", region: "US"),
        ClassRow(text: "Call Anna Friday Night", due: "2026-12-04T22:00", title: "Call Anna", region: "US"),
        ClassRow(text: "Dinner Friday Night With Anna", due: "2026-12-04T22:00", title: "Dinner With Anna", region: "US"),
        ClassRow(text: "Read Black Friday deals", title: "Read Black Friday deals", region: "US"),
        ClassRow(text: "Позвонить Анне в пятницу вечером", due: "2026-12-04T19:00", title: "Позвонить Анне"),
        ClassRow(text: "Zadzwonić do Anny w piątek", due: "2026-12-04", title: "Zadzwonić do Anny", region: "PL"),
    ])
    func aWeekdayOpeningANameMustNot(_ row: ClassRow) { row.check() }
}
