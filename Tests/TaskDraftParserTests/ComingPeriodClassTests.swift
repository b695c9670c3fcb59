import Testing
@testable import TaskDraftParser

/// A week, month, year or weekend said as the one still to come ("this coming week", "the
/// upcoming month", "w nadchodzącym tygodniu", "в наступающем году", "w najbliższy weekend")
/// reads as the same period said the usual way ("next week", "w przyszłym tygodniu", "в
/// следующем году", "this weekend"): the same due, start and title. Written from the rule,
/// per language: each row names its plain twin rather than a date.
@Suite struct ComingPeriodClassTests {
    struct Twin: CustomStringConvertible, Sendable {
        let text: String
        let plain: String
        let region: String
        var description: String { text }
    }

    @Test(arguments: [
        Twin(text: "Plan the launch this coming week", plain: "Plan the launch next week", region: "US"),
        Twin(text: "Plan the launch the upcoming month", plain: "Plan the launch next month", region: "US"),
        Twin(text: "Relax this coming weekend", plain: "Relax this weekend", region: "US"),
        Twin(text: "Отпуск в наступающем году", plain: "Отпуск в следующем году", region: "RU"),
        Twin(text: "Сдать отчёт в грядущем месяце", plain: "Сдать отчёт в следующем месяце", region: "RU"),
        Twin(text: "Urlop w nadchodzącym tygodniu", plain: "Urlop w przyszłym tygodniu", region: "PL"),
        Twin(text: "Urlop w nadchodzącym roku", plain: "Urlop w przyszłym roku", region: "PL"),
        Twin(text: "Odpocząć w najbliższy weekend", plain: "Odpocząć w ten weekend", region: "PL"),
        Twin(text: "Odpocząć w ten nadchodzący weekend", plain: "Odpocząć w ten weekend", region: "PL"),
    ])
    func readsAsItsPlainTwin(_ c: Twin) {
        let draft = GrammarClassTests.draft(c.text, region: c.region)
        let twin = GrammarClassTests.draft(c.plain, region: c.region)
        #expect(twin.due != nil, "the plain twin \(c.plain) names a period")
        #expect(ClassRow.text(draft.due) == ClassRow.text(twin.due), "due of \(c.text)")
        #expect(ClassRow.text(draft.start) == ClassRow.text(twin.start), "start of \(c.text)")
        #expect(draft.title == twin.title, "title of \(c.text)")
    }

    /// The same words before no period name nothing.
    @Test(arguments: [
        ClassRow(text: "Plan the upcoming launch", due: "-", title: "Plan the upcoming launch", region: "US"),
        ClassRow(text: "Обсудить наступающие перемены", due: "-", title: "Обсудить наступающие перемены"),
        ClassRow(text: "Przygotować nadchodzący sezon", due: "-", title: "Przygotować nadchodzący sezon", region: "PL"),
    ])
    func mustNotParse(_ row: ClassRow) { row.check() }
}
