import Testing
@testable import TaskDraftParser

/// A capitalised weekday or month right after a title of address is a surname and stays in the
/// title: "Call Mrs. Friday", "Позвонить господину Пятнице", "Zadzwonić do pana Środy" were due
/// Friday or Wednesday titled "Call Mrs", "Позвонить господину", "Zadzwonić do pana" ("Call Mr.
/// Monday tomorrow" warned "more than one day named"). Now is
/// Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct SurnameAfterATitleClassTests {
    @Test(arguments: [
        ClassRow(text: "Call Mrs. Friday", title: "Call Mrs. Friday", region: "US"),
        ClassRow(text: "Call Mr. Monday tomorrow", due: "2026-12-03", title: "Call Mr. Monday", region: "US"),
        ClassRow(text: "Позвонить господину Пятнице", title: "Позвонить господину Пятнице"),
        ClassRow(text: "Встреча с г-ном Пятницей", title: "Встреча с г-ном Пятницей"),
        ClassRow(text: "Zadzwonić do pana Środy", title: "Zadzwonić do pana Środy", region: "PL"),
        ClassRow(text: "Spotkanie z panem Piątkiem", title: "Spotkanie z panem Piątkiem", region: "PL"),
    ])
    func surnames(_ row: ClassRow) { row.check() }

    /// Must not: the day said with its preposition after a title, a pan, and a name then a day.
    @Test(arguments: [
        ClassRow(text: "Zadzwonić do pana w środę", due: "2026-12-09", title: "Zadzwonić do pana", region: "PL"),
        ClassRow(text: "Buy a pan Friday", due: "2026-12-04", title: "Buy a pan", region: "US"),
        ClassRow(text: "Call Dr. Smith on Friday", due: "2026-12-04", title: "Call Dr. Smith", region: "US"),
        ClassRow(text: "Позвонить господину Иванову в пятницу", due: "2026-12-04", title: "Позвонить господину Иванову"),
    ])
    func aDayMustNot(_ row: ClassRow) { row.check() }
}
