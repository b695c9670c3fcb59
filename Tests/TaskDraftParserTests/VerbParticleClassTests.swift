import Testing
@testable import TaskDraftParser

/// An English verb's particle right before a date ("log in starting Monday", "check in as of
/// Friday", "sign in tomorrow") is the verb's and stays in the title, where a preposition left
/// before a date that was read goes ("Buy gifts for Monday" is "Buy gifts"). Russian and Polish
/// say these verbs with a prefix, so their rows are the must-not side: what is cut stays cut.
/// Written from the rule, per language. Now is Wednesday 2026-12-02 10:00 in Moscow.
@Suite struct VerbParticleClassTests {

    @Test(arguments: [
        ClassRow(text: "log in starting Monday", due: "-", start: "2026-12-07", title: "Log in", region: "US"),
        ClassRow(text: "check in as of Friday", due: "-", start: "2026-12-04", title: "Check in", region: "US"),
        ClassRow(text: "sign up from Monday", due: "-", start: "2026-12-07", title: "Sign up", region: "US"),
        ClassRow(text: "log in tomorrow", due: "2026-12-03", title: "Log in", region: "US"),
        ClassRow(text: "Sign in tomorrow", due: "2026-12-03", title: "Sign in", region: "US"),
        ClassRow(text: "Check in on Friday", due: "2026-12-04", title: "Check in", region: "US"),
        // Must not: a preposition after anything but its verb still goes with the date it opened.
        ClassRow(text: "Buy gifts for Monday", due: "2026-12-07", title: "Buy gifts", region: "US"),
        ClassRow(text: "Check on Friday", due: "2026-12-04", title: "Check", region: "US"),
        ClassRow(text: "Sign on Friday", due: "2026-12-04", title: "Sign", region: "US"),
        ClassRow(text: "Log the hours in 2 days", due: "2026-12-04", title: "Log the hours", region: "US"),
        ClassRow(text: "Войти в систему с понедельника", due: "-", start: "2026-12-07", title: "Войти в систему"),
        ClassRow(text: "Подготовить подарки для завтра", due: "2026-12-03", title: "Подготовить подарки"),
        ClassRow(text: "Zalogować się od poniedziałku", due: "-", start: "2026-12-07", title: "Zalogować się", region: "PL"),
        ClassRow(text: "Kupić prezenty na piątek", due: "2026-12-04", title: "Kupić prezenty", region: "PL"),
    ])
    func aParticleStaysWithItsVerb(_ c: ClassRow) { c.check() }
}
