import Testing
@testable import TaskDraftParser

/// A month said with the preposition that places a task in it goes with its preposition,
/// wherever in the sentence it stands: at the start ("In May pay taxes", "In June, pay taxes",
/// "В мае заплатить налоги", "W maju zapłacić podatki") as at the end, and after "during" as
/// after "in" ("pay taxes during June"), so the title neither opens nor ends with the
/// preposition. A verb's particle "in" ("log in June") stays with its verb in the title, and a
/// month before a noun with no preposition ("Plan June launch") stays a name.
/// Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct MonthPrepositionClassTests {
    @Test(arguments: [
        ClassRow(text: "In May pay taxes", due: "2027-05-31", start: "2027-05-01", title: "Pay taxes",
                 warned: .with(.onlyMonth(5)), region: "US"),
        ClassRow(text: "In June pay taxes", due: "2027-06-30", start: "2027-06-01", title: "Pay taxes",
                 warned: .with(.onlyMonth(6)), region: "US"),
        ClassRow(text: "In May, pay taxes", due: "2027-05-31", start: "2027-05-01", title: "Pay taxes", region: "US"),
        ClassRow(text: "During June, pay taxes", due: "2027-06-30", start: "2027-06-01", title: "Pay taxes", region: "US"),
        ClassRow(text: "During May pay taxes", due: "2027-05-31", start: "2027-05-01", title: "Pay taxes", region: "US"),
        ClassRow(text: "In May 2028 pay taxes", due: "2028-05-31", start: "2028-05-01", title: "Pay taxes",
                 warned: .without(.onlyMonth(5)), region: "US"),
        ClassRow(text: "В мае заплатить налоги", due: "2027-05-31", start: "2027-05-01", title: "Заплатить налоги"),
        ClassRow(text: "В июне, заплатить налоги", due: "2027-06-30", start: "2027-06-01", title: "Заплатить налоги"),
        ClassRow(text: "W maju zapłacić podatki", due: "2027-05-31", start: "2027-05-01", title: "Zapłacić podatki", region: "PL"),
        ClassRow(text: "W czerwcu, zapłacić podatki", due: "2027-06-30", start: "2027-06-01", title: "Zapłacić podatki", region: "PL"),
    ])
    func aMonthAtTheStartTakesItsPreposition(_ row: ClassRow) { row.check() }

    @Test(arguments: [
        ClassRow(text: "pay taxes during May", due: "2027-05-31", start: "2027-05-01", title: "Pay taxes",
                 warned: .with(.onlyMonth(5)), region: "US"),
        ClassRow(text: "pay taxes during June", due: "2027-06-30", start: "2027-06-01", title: "Pay taxes", region: "US"),
        ClassRow(text: "pay taxes in June please", due: "2027-06-30", start: "2027-06-01", title: "Pay taxes please", region: "US"),
        ClassRow(text: "заплатить налоги в июне", due: "2027-06-30", start: "2027-06-01", title: "Заплатить налоги"),
        ClassRow(text: "zapłacić podatki w czerwcu", due: "2027-06-30", start: "2027-06-01", title: "Zapłacić podatki", region: "PL"),
    ])
    func aMonthAfterTheTaskTakesItsPreposition(_ row: ClassRow) { row.check() }

    /// Must not: a verb's particle leaves its verb, "may" the verb or a month before a noun
    /// with no preposition becomes a date, a person's name is read as her month.
    @Test(arguments: [
        ClassRow(text: "log in June", due: "2027-06-30", start: "2027-06-01", title: "Log in", region: "US"),
        ClassRow(text: "check in May 2028", due: "2028-05-31", start: "2028-05-01", title: "Check in", region: "US"),
        ClassRow(text: "sign in during June", due: "2027-06-30", start: "2027-06-01", title: "Sign in", region: "US"),
        ClassRow(text: "Check that users logged in may post", title: "Check that users logged in may post", region: "US"),
        ClassRow(text: "Plan June launch", title: "Plan June launch", region: "US"),
        ClassRow(text: "the June launch", title: "The June launch", region: "US"),
        ClassRow(text: "позвонить Майе", title: "Позвонить Майе"),
        ClassRow(text: "отчёт за июнь", title: "Отчёт за июнь"),
        ClassRow(text: "zadzwonić do Maja", title: "Zadzwonić do Maja", region: "PL"),
        ClassRow(text: "raport za czerwiec", title: "Raport za czerwiec", region: "PL"),
    ])
    func whatStaysInTheTitle(_ row: ClassRow) { row.check() }

    /// A word after a determiner is a noun, not a verb whose particle "in" is ("Plan the move in
    /// June" is "Plan the move" in June); the verb itself keeps its particle ("move in June").
    @Test(arguments: [
        ClassRow(text: "Plan the move in June", due: "2027-06-30", start: "2027-06-01", title: "Plan the move",
                 warned: .with(.onlyMonth(6)), region: "US"),
        ClassRow(text: "Book a check in May", due: "2027-05-31", start: "2027-05-01", title: "Book a check", region: "US"),
        ClassRow(text: "Plan our move in June", due: "2027-06-30", start: "2027-06-01", title: "Plan our move", region: "US"),
        ClassRow(text: "Спланировать переезд в июне", due: "2027-06-30", start: "2027-06-01", title: "Спланировать переезд"),
        ClassRow(text: "Zaplanować przeprowadzkę w czerwcu", due: "2027-06-30", start: "2027-06-01",
                 title: "Zaplanować przeprowadzkę", region: "PL"),
        // Must not: the verb keeps its particle, and "may" after it is no month.
        ClassRow(text: "move in June", due: "2027-06-30", start: "2027-06-01", title: "Move in", region: "US"),
        ClassRow(text: "log in June", due: "2027-06-30", start: "2027-06-01", title: "Log in", region: "US"),
        ClassRow(text: "Check that users logged in may post", title: "Check that users logged in may post", region: "US"),
        ClassRow(text: "Log the move in tomorrow", due: "2026-12-03", title: "Log the move", region: "US"),
    ])
    func aNounIsNoVerbOfTheParticle(_ row: ClassRow) { row.check() }

    /// After its subject a verb says what happens then, and "in" before a month is the month's
    /// ("We move in June" is "We move" in June); before any other day the particle stays.
    @Test(arguments: [
        ClassRow(text: "We move in June", due: "2027-06-30", start: "2027-06-01", title: "We move", region: "US"),
        ClassRow(text: "They sign in March", due: "2027-03-31", start: "2027-03-01", title: "They sign", region: "US"),
        ClassRow(text: "Мы переезжаем в июне", due: "2027-06-30", start: "2027-06-01", title: "Мы переезжаем"),
        ClassRow(text: "Przeprowadzamy się w czerwcu", due: "2027-06-30", start: "2027-06-01", title: "Przeprowadzamy się",
                 region: "PL"),
        // Must not: with no subject, or no month after it, "in" is the verb's.
        ClassRow(text: "log in June", due: "2027-06-30", start: "2027-06-01", title: "Log in", region: "US"),
        ClassRow(text: "We move in on Friday", due: "2026-12-04", title: "We move in", region: "US"),
        ClassRow(text: "We move in", title: "We move in", region: "US"),
        ClassRow(text: "We check in tomorrow", due: "2026-12-03", title: "We check in", region: "US"),
    ])
    func aVerbAfterItsSubjectLeavesInToTheMonth(_ row: ClassRow) { row.check() }
}
