import Testing
@testable import TaskDraftParser

/// A month alone after the preposition that places a task in it ("in May", "в мае", "w maju",
/// "by May", "до мая", "do maja") is the month: it starts on its first day and is due on its
/// last, with a warning that only the month was said (none when its year is said), in every
/// language alike. English "may" is also the verb: only the capitalised "May" after "in",
/// "during", "by", "until" is the month.
/// Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct MonthAloneClassTests {

    static func check(_ c: ClassRow) {
        c.check()
        let draft = GrammarClassTests.draft(c.text, region: c.region)
        let onlyMonth = draft.warnings.map(\.english).contains { $0.contains("only a month was named") }
        let saysYear = c.text.contains { $0.isNumber }
        #expect(onlyMonth == (c.due != "-" && !saysYear), "warnings of \(c.text): \(draft.warnings.map(\.english))")
    }

    @Test(arguments: [
        ClassRow(text: "pay taxes in May", due: "2027-05-31", start: "2027-05-01", title: "Pay taxes", region: "US"),
        ClassRow(text: "pay taxes in May 2028", due: "2028-05-31", start: "2028-05-01", title: "Pay taxes", region: "US"),
        ClassRow(text: "plan the trip until May", due: "2027-05-31", start: "2027-05-01", title: "Plan the trip", region: "US"),
        ClassRow(text: "finish the thesis by May", due: "2027-05-31", start: "2027-05-01", title: "Finish the thesis", region: "US"),
        ClassRow(text: "pay taxes in June", due: "2027-06-30", start: "2027-06-01", title: "Pay taxes", region: "US"),
        ClassRow(text: "заплатить налоги в мае", due: "2027-05-31", start: "2027-05-01", title: "Заплатить налоги"),
        ClassRow(text: "сдать отчёт до мая", due: "2027-05-31", start: "2027-05-01", title: "Сдать отчёт"),
        ClassRow(text: "zapłacić podatki w maju", due: "2027-05-31", start: "2027-05-01", title: "Zapłacić podatki", region: "PL"),
        ClassRow(text: "raport do maja", due: "2027-05-31", start: "2027-05-01", title: "Raport", region: "PL"),
    ])
    func aMonthAfterItsPrepositionIsTheMonth(_ c: ClassRow) { Self.check(c) }

    /// Must not: "may" the verb, after a preposition or not, and a month's name that is a person.
    @Test(arguments: [
        ClassRow(text: "Check that users logged in may post", due: "-", title: "Check that users logged in may post", region: "US"),
        ClassRow(text: "Tell staff who may work late", due: "-", title: "Tell staff who may work late", region: "US"),
        ClassRow(text: "позвонить Майе", due: "-", title: "Позвонить Майе"),
        ClassRow(text: "zadzwonić do Maja", due: "-", title: "Zadzwonić do Maja", region: "PL"),
    ])
    func mayTheVerbIsNoMonth(_ c: ClassRow) { Self.check(c) }
}
