import Testing
@testable import TaskDraftParser

/// A month alone after the preposition that places a task in it ("in May", "в мае", "w maju",
/// "by May", "до мая", "do maja") is the month: it starts on its first day and is due on its
/// last, with a warning that only the month was said (none when its year is said), in every
/// language alike. English "may" is
/// also the verb: only the capitalised "May" after "in", "during", "by", "until" is the month.
/// Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct MonthAloneClassTests {
    typealias Case = GrammarClassTests.Case

    static func check(_ c: Case) {
        GrammarClassTests.check(c)
        let draft = GrammarClassTests.draft(c.text, region: c.region)
        let onlyMonth = draft.warnings.map(\.english).contains { $0.contains("only a month was named") }
        let saysYear = c.text.contains { $0.isNumber }
        #expect(onlyMonth == (c.due != "-" && !saysYear), "warnings of \(c.text): \(draft.warnings.map(\.english))")
    }

    @Test(arguments: [
        Case(text: "pay taxes in May", due: "2027-05-31", start: "2027-05-01", title: "Pay taxes", region: "US"),
        Case(text: "pay taxes in May 2028", due: "2028-05-31", start: "2028-05-01", title: "Pay taxes", region: "US"),
        Case(text: "plan the trip until May", due: "2027-05-31", start: "2027-05-01", title: "Plan the trip", region: "US"),
        Case(text: "finish the thesis by May", due: "2027-05-31", start: "2027-05-01", title: "Finish the thesis", region: "US"),
        Case(text: "pay taxes in June", due: "2027-06-30", start: "2027-06-01", title: "Pay taxes", region: "US"),
        Case(text: "заплатить налоги в мае", due: "2027-05-31", start: "2027-05-01", title: "Заплатить налоги"),
        Case(text: "сдать отчёт до мая", due: "2027-05-31", start: "2027-05-01", title: "Сдать отчёт"),
        Case(text: "zapłacić podatki w maju", due: "2027-05-31", start: "2027-05-01", title: "Zapłacić podatki", region: "PL"),
        Case(text: "raport do maja", due: "2027-05-31", start: "2027-05-01", title: "Raport", region: "PL"),
    ])
    func aMonthAfterItsPrepositionIsTheMonth(_ c: Case) { Self.check(c) }

    /// Must not: "may" the verb, after a preposition or not, and a month's name that is a person.
    @Test(arguments: [
        Case(text: "Check that users logged in may post", due: "-", title: "Check that users logged in may post", region: "US"),
        Case(text: "Tell staff who may work late", due: "-", title: "Tell staff who may work late", region: "US"),
        Case(text: "позвонить Майе", due: "-", title: "Позвонить Майе"),
        Case(text: "zadzwonić do Maja", due: "-", title: "Zadzwonić do Maja", region: "PL"),
    ])
    func mayTheVerbIsNoMonth(_ c: Case) { Self.check(c) }
}
