import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A month's name standing where a person stands is the person: it stays in the title and the
/// sentence's other date words read ("zadzwonić do Maja w piątek"). A month with its day
/// number, its year, a preposition that places a moment in it, or a Russian or Polish month in
/// lower case after "до"/"do"/"к" (a deadline: "raport do maja" is "the report by May") stays
/// a date. Now is Wednesday 2026-12-02 10:00 in Moscow, as every table of the parser's classes has it.
@Suite struct MonthNameClassTests {
    typealias Case = GrammarClassTests.Case

    /// Read as the rule says, and with no second day to choose from.
    static func check(_ c: Case) {
        GrammarClassTests.check(c)
        let draft = GrammarClassTests.draft(c.text, region: c.region)
        #expect(!draft.warnings.map(\.english).contains { $0.contains("more than one day") },
                "warnings of \(c.text): \(draft.warnings.map(\.english))")
    }

    @Test(arguments: [
        Case(text: "call April on Friday", due: "2026-12-04", title: "Call April"),
        Case(text: "lunch with June tomorrow", due: "2026-12-03", title: "Lunch with June"),
        Case(text: "dinner for April on Friday", due: "2026-12-04", title: "Dinner for April"),
        Case(text: "write to August tomorrow", due: "2026-12-03", title: "Write to August"),
        Case(text: "send flowers to June friday", due: "2026-12-04", title: "Send flowers to June"),
        // Must not: a month said as a month.
        Case(text: "book the hotel for April", due: "2027-04-30", start: "2027-04-01", title: "Book the hotel"),
        Case(text: "finish the thesis by June", due: "2027-06-30", start: "2027-06-01", title: "Finish the thesis"),
        Case(text: "trip in June", due: "2027-06-30", start: "2027-06-01", title: "Trip"),
        Case(text: "dentist May 5", due: "2027-05-05", title: "Dentist"),
        Case(text: "dentist June 5 call April", due: "2027-06-05", title: "Dentist call April"),
    ].map { var c = $0; c.region = "US"; return c })
    func english(_ c: Case) { Self.check(c) }

    @Test(arguments: [
        Case(text: "позвонить Марте в пятницу", due: "2026-12-04", title: "Позвонить Марте"),
        Case(text: "позвонить марте в пятницу", due: "2026-12-04", title: "Позвонить марте"),
        Case(text: "зайти к Марте завтра", due: "2026-12-03", title: "Зайти к Марте"),
        Case(text: "написать Марте", due: "-", title: "Написать Марте"),
        Case(text: "подарок Августе в пятницу", due: "2026-12-04", title: "Подарок Августе"),
        Case(text: "позвонить Майе в пятницу", due: "2026-12-04", title: "Позвонить Майе"),
        // Must not: the month in its own forms, after its prepositions, with its day.
        Case(text: "отпуск в мае", due: "2027-05-31", start: "2027-05-01", title: "Отпуск"),
        Case(text: "отпуск в Мае", due: "2027-05-31", start: "2027-05-01", title: "Отпуск"),
        Case(text: "подготовить отчёт к марту", due: "2027-03-31", start: "2027-03-01", title: "Подготовить отчёт"),
        Case(text: "сдать отчёт до мая", due: "2027-05-31", start: "2027-05-01", title: "Сдать отчёт"),
        Case(text: "отчёт 5 марта", due: "2027-03-05", title: "Отчёт"),
    ])
    func russian(_ c: Case) { Self.check(c) }

    @Test(arguments: [
        Case(text: "zadzwonić do Maja w piątek", due: "2026-12-04", title: "Zadzwonić do Maja"),
        Case(text: "napisać do Maja jutro", due: "2026-12-03", title: "Napisać do Maja"),
        Case(text: "zadzwonić do Maja", due: "-", title: "Zadzwonić do Maja"),
        Case(text: "spotkanie z Majem jutro", due: "2026-12-03", title: "Spotkanie z Majem"),
        Case(text: "prezent dla Maja w piątek", due: "2026-12-04", title: "Prezent dla Maja"),
        // Must not: "do maja" in lower case is a deadline, as are the month's other forms.
        Case(text: "raport do maja", due: "2027-05-31", start: "2027-05-01", title: "Raport"),
        Case(text: "urlop w maju", due: "2027-05-31", start: "2027-05-01", title: "Urlop"),
        Case(text: "urlop w Maju", due: "2027-05-31", start: "2027-05-01", title: "Urlop"),
        Case(text: "1 maja grill", due: "2027-05-01", title: "Grill"),
    ].map { var c = $0; c.region = "PL"; return c })
    func polish(_ c: Case) { Self.check(c) }
}
