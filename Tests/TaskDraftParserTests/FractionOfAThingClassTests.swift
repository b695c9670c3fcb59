import Testing
@testable import TaskDraftParser

/// A one-digit number over a larger one up to four (`1/2`, `2/3`, `3/4`) before the noun of what
/// it is a share of, or before "of"/"от", is that share: "Pay 1/2 rent", "Eat 2/3 of the cake",
/// "Добавить 1/2 стакана сахара", "Dodać 3/4 szklanki mąki" keep their words with no due, where
/// the fraction was a day and month ("1/2" the 1st of February in Russia and Poland, the 2nd of
/// January in the US) and left the title. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct FractionOfAThingClassTests {
    @Test(arguments: [
        ClassRow(text: "Pay 1/2 rent", title: "Pay 1/2 rent", region: "US"),
        ClassRow(text: "Eat 2/3 of the cake", title: "Eat 2/3 of the cake", region: "US"),
        ClassRow(text: "Use 1/3 of the budget", title: "Use 1/3 of the budget", region: "US"),
    ])
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Добавить 1/2 стакана сахара", title: "Добавить 1/2 стакана сахара"),
        ClassRow(text: "Добавить 3/4 стакана муки", title: "Добавить 3/4 стакана муки"),
        ClassRow(text: "Заплатить 1/2 аренды", title: "Заплатить 1/2 аренды"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Dodać 1/2 szklanki cukru", title: "Dodać 1/2 szklanki cukru", region: "PL"),
        ClassRow(text: "Dodać 3/4 szklanki mąki", title: "Dodać 3/4 szklanki mąki", region: "PL"),
        ClassRow(text: "Zapłacić 1/2 czynszu", title: "Zapłacić 1/2 czynszu", region: "PL"),
    ])
    func polish(_ row: ClassRow) { row.check() }

    /// Must not: a day and month with no noun of the title after them, or after a preposition
    /// of time, is the date; a larger second number is a date whatever follows; a unit of
    /// measure already made a quantity.
    @Test(arguments: [
        ClassRow(text: "Meeting 1/2", due: "2027-01-02", title: "Meeting", region: "US"),
        ClassRow(text: "Meeting 1/2 with Bob", due: "2027-01-02", title: "Meeting with Bob", region: "US"),
        ClassRow(text: "Submit report by 1/2", due: "2027-01-02", title: "Submit report", region: "US"),
        ClassRow(text: "Meeting 3/12 prep", due: "2027-03-12", title: "Meeting prep", region: "US"),
        ClassRow(text: "Add 1/2 cup sugar", title: "Add 1/2 cup sugar", region: "US"),
        ClassRow(text: "Встреча 1/2", due: "2027-02-01", title: "Встреча"),
        ClassRow(text: "Сдать отчёт к 1/2", due: "2027-02-01", title: "Сдать отчёт"),
        ClassRow(text: "Spotkanie 3/4", due: "2027-04-03", title: "Spotkanie", region: "PL"),
        ClassRow(text: "Spotkanie 1/2 z Anną", due: "2027-02-01", title: "Spotkanie z Anną", region: "PL"),
    ])
    func aDayAndMonthMustNot(_ row: ClassRow) { row.check() }
}
