import Testing
@testable import TaskDraftParser

/// Minutes to an hour ("a quarter to five", "без четверти пять", "za kwadrans piąta", "za
/// dziesięć dwunasta"): the clock that many minutes before the hour, the next one ahead when
/// no half of the day is said, with every word of it out of the title. "za kwadrans" and "za
/// pięć minut" alone stay a length from now, and "za" before days a count of days. Written
/// from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct MinutesToHourClassTests {
    @Test(arguments: [
        ClassRow(text: "Call Anna at a quarter to five", due: "2026-12-02T16:45", title: "Call Anna"),
        ClassRow(text: "Call Anna at ten to twelve", due: "2026-12-02T11:50", title: "Call Anna"),
        ClassRow(text: "Call Anna tomorrow at quarter to 9am", due: "2026-12-03T08:45", title: "Call Anna"),
    ].map { var c = $0; c.region = "US"; return c })
    func english(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Позвонить Анне без четверти пять", due: "2026-12-02T16:45", title: "Позвонить Анне"),
        ClassRow(text: "Позвонить Анне без десяти двенадцать", due: "2026-12-02T11:50", title: "Позвонить Анне"),
    ])
    func russian(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "Zadzwonić do Anny za kwadrans piąta", due: "2026-12-02T16:45", title: "Zadzwonić do Anny"),
        ClassRow(text: "Zadzwonić do Anny za dziesięć dwunasta", due: "2026-12-02T11:50", title: "Zadzwonić do Anny"),
        ClassRow(text: "Zadzwonić do Anny jutro za pięć dziewiąta", due: "2026-12-03T08:55", title: "Zadzwonić do Anny"),
        ClassRow(text: "Zadzwonić do Anny za kwadrans siedemnasta", due: "2026-12-02T16:45", title: "Zadzwonić do Anny"),
        ClassRow(text: "Zadzwonić do Anny za kwadrans ósma wieczorem", due: "2026-12-02T19:45", title: "Zadzwonić do Anny"),
        ClassRow(text: "Zadzwonić do Anny za 10 piąta", due: "2026-12-02T16:50", title: "Zadzwonić do Anny"),
    ].map { var c = $0; c.region = "PL"; return c })
    func polish(_ row: ClassRow) { row.check() }

    /// "za" with minutes and no hour word after them is a length from now; with days, days.
    @Test(arguments: [
        ClassRow(text: "Zadzwonić do Anny za kwadrans", due: "2026-12-02T10:15", title: "Zadzwonić do Anny", region: "PL"),
        ClassRow(text: "Zadzwonić do Anny za pięć minut", due: "2026-12-02T10:05", title: "Zadzwonić do Anny", region: "PL"),
        ClassRow(text: "Zapłacić za dwa dni druga rata", due: "2026-12-04", title: "Zapłacić druga rata", region: "PL"),
        ClassRow(text: "Kupić bilet za pięć złotych", due: "-", title: "Kupić bilet za pięć złotych", region: "PL"),
    ])
    func mustNotParse(_ row: ClassRow) { row.check() }
}
