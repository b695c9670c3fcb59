import Testing
@testable import TaskDraftParser

/// A number over five or ten, no larger than it, after a word of rating (in the four tokens
/// before it, "на"/"na" among them) is a mark: "Score 9/10", "Rate the movie 8/10", "Оценить фильм
/// на 8/10", "Ocena 10/10" keep their words with no due, where the mark was a day of October or
/// May and left the title. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct MarkOutOfTenClassTests {
    @Test(arguments: [
        ClassRow(text: "Score 9/10", title: "Score 9/10", region: "US"),
        ClassRow(text: "Rated 8/10", title: "Rated 8/10", region: "US"),
        ClassRow(text: "Rate the movie 8/10", title: "Rate the movie 8/10", region: "US"),
        ClassRow(text: "Rating 4/5", title: "Rating 4/5", region: "US"),
    ])
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Оценить на 5/5", title: "Оценить на 5/5"),
        ClassRow(text: "Оценить фильм на 8/10", title: "Оценить фильм на 8/10"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Ocena 10/10", title: "Ocena 10/10", region: "PL"),
        ClassRow(text: "Ocenić 4/5", title: "Ocenić 4/5", region: "PL"),
        ClassRow(text: "Ocenić film na 8/10", title: "Ocenić film na 8/10", region: "PL"),
    ])
    func polish(_ row: ClassRow) { row.check() }

    /// Must not: with no word of rating, after a preposition of time, or over another number
    /// than five or ten, it is the date.
    @Test(arguments: [
        ClassRow(text: "Meeting 9/10", due: "2027-09-10", title: "Meeting", region: "US"),
        ClassRow(text: "Score the tests by 5/10", due: "2027-05-10", title: "Score the tests", region: "US"),
        ClassRow(text: "Rate vendors 10/12", due: "2027-10-12", title: "Rate vendors", region: "US"),
        ClassRow(text: "Оценить работы к 5/10", due: "2027-10-05", title: "Оценить работы"),
        ClassRow(text: "Spotkanie 8/10", due: "2027-10-08", title: "Spotkanie", region: "PL"),
    ])
    func aDateMustNot(_ row: ClassRow) { row.check() }
}
