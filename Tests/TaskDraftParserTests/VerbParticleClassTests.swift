import Testing
@testable import TaskDraftParser

/// An English verb's particle right before a date ("log in starting Monday", "check in as of
/// Friday", "sign in tomorrow") is the verb's and stays in the title, where a preposition left
/// before a date that was read goes ("Buy gifts for Monday" is "Buy gifts"). Russian and Polish
/// say these verbs with a prefix, so their rows are the must-not side: what is cut stays cut.
/// Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct VerbParticleClassTests {
    typealias Case = GrammarClassTests.Case

    @Test(arguments: [
        Case(text: "log in starting Monday", due: "-", start: "2026-12-07", title: "Log in", region: "US"),
        Case(text: "check in as of Friday", due: "-", start: "2026-12-04", title: "Check in", region: "US"),
        Case(text: "sign up from Monday", due: "-", start: "2026-12-07", title: "Sign up", region: "US"),
        Case(text: "log in tomorrow", due: "2026-12-03", title: "Log in", region: "US"),
        Case(text: "Sign in tomorrow", due: "2026-12-03", title: "Sign in", region: "US"),
        Case(text: "Check in on Friday", due: "2026-12-04", title: "Check in", region: "US"),
        // Must not: a preposition after anything but its verb still goes with the date it opened.
        Case(text: "Buy gifts for Monday", due: "2026-12-07", title: "Buy gifts", region: "US"),
        Case(text: "Check on Friday", due: "2026-12-04", title: "Check", region: "US"),
        Case(text: "Sign on Friday", due: "2026-12-04", title: "Sign", region: "US"),
        Case(text: "Log the hours in 2 days", due: "2026-12-04", title: "Log the hours", region: "US"),
        Case(text: "Войти в систему с понедельника", due: "-", start: "2026-12-07", title: "Войти в систему"),
        Case(text: "Подготовить подарки для завтра", due: "2026-12-03", title: "Подготовить подарки"),
        Case(text: "Zalogować się od poniedziałku", due: "-", start: "2026-12-07", title: "Zalogować się", region: "PL"),
        Case(text: "Kupić prezenty na piątek", due: "2026-12-04", title: "Kupić prezenty", region: "PL"),
    ])
    func aParticleStaysWithItsVerb(_ c: Case) { GrammarClassTests.check(c) }
}
