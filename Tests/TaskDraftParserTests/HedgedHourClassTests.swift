import Testing
@testable import TaskDraftParser

/// An hour hedged with "-ish" written after a hyphen, or with "roughly" or "approximately"
/// between "at" and the hour, is the hour, as "5ish" and "approximately at 3pm" were: "Call mom
/// at 5-ish" was due 17:00 titled "Call mom -ish", "Call mom at roughly 5" had no time. Russian
/// and Polish put the hedge before the preposition, and were read already. Now is Wednesday
/// 2026-12-02 10:00 in Moscow.
@Suite struct HedgedHourClassTests {
    @Test(arguments: [
        ClassRow(text: "Call mom at 5-ish", due: "2026-12-02T17:00", title: "Call mom", region: "US"),
        ClassRow(text: "Dinner around 8-ish", due: "2026-12-02T20:00", title: "Dinner", region: "US"),
        ClassRow(text: "Call mom at roughly 5", due: "2026-12-02T17:00", title: "Call mom", region: "US"),
    ])
    func english(_ row: ClassRow) { row.check() }

    /// Russian and Polish, and "approximately" before a bare hour, were read already.
    @Test(arguments: [
        ClassRow(text: "Arrive at approximately 9", due: "2026-12-02T21:00", title: "Arrive", region: "US"),
        ClassRow(text: "Позвонить примерно в 5", due: "2026-12-02T17:00", title: "Позвонить"),
        ClassRow(text: "Zadzwonić około 5", due: "2026-12-02T17:00", title: "Zadzwonić", region: "PL"),
    ])
    func alreadyRead(_ row: ClassRow) { row.check() }

    /// Must not: a count after a hedge, and a hyphenated word after a number.
    @Test(arguments: [
        ClassRow(text: "Buy roughly 5 apples", title: "Buy roughly 5 apples", region: "US"),
        ClassRow(text: "Invite approximately 20 people", title: "Invite approximately 20 people", region: "US"),
        ClassRow(text: "Buy a 5-pack of socks", title: "Buy a 5-pack of socks", region: "US"),
    ])
    func aCountMustNot(_ row: ClassRow) { row.check() }
}
