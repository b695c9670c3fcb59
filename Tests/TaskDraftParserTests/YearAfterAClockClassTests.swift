import Testing
@testable import TaskDraftParser

/// A year in digits right after a clock time is that time's year, as a date's year follows its
/// day: "Meet at 1030 2027", "Встреча в 10:30 2027", "Spotkanie o 10:30 2027" are due at 10:30
/// at the end of 2027 with the warning that only a year was named, as "at 10:30 in 2027" is,
/// where "2027" stayed in the title and the due was today. Four digits that count or name a
/// noun after them, or that a noun names, stay in the title. Now is Wednesday 2026-12-02 10:00
/// in Moscow.
@Suite struct YearAfterAClockClassTests {
    @Test(arguments: [
        ClassRow(text: "Meet at 1030 2027", due: "2027-12-31T10:30", title: "Meet", warned: .with(.onlyYear(2027)), region: "US"),
        ClassRow(text: "Meet at 10:30am 2027", due: "2027-12-31T10:30", title: "Meet", warned: .with(.onlyYear(2027)),
                 region: "US"),
        ClassRow(text: "Встреча в 10:30 2027", due: "2027-12-31T10:30", title: "Встреча", warned: .with(.onlyYear(2027))),
        ClassRow(text: "Встреча в 1030 2027", due: "2027-12-31T10:30", title: "Встреча"),
        ClassRow(text: "Spotkanie o 10:30 2027", due: "2027-12-31T10:30", title: "Spotkanie", warned: .with(.onlyYear(2027)),
                 region: "PL"),
    ])
    func theYearAfterAClockIsItsYear(_ row: ClassRow) { row.check() }

    /// Must not: four digits before a noun they count, or after the noun they number.
    @Test(arguments: [
        ClassRow(text: "Meet at 1030 room 2027", title: "Meet at 1030 room 2027", region: "US"),
        ClassRow(text: "Meet at 10:30 2027 guests", due: "2026-12-02T10:30", region: "US"),
        ClassRow(text: "Встреча в 10:30 кабинет 2027", due: "2026-12-02T10:30", title: "Встреча кабинет 2027"),
        ClassRow(text: "Spotkanie o 10:30 sala 2027", due: "2026-12-02T10:30", title: "Spotkanie sala 2027", region: "PL"),
    ])
    func aNumberOfANounMustNot(_ row: ClassRow) { row.check() }
}
