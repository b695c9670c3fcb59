import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A field named by its word (issue 29): "срок пятница", "termin: piątek" a due; "начать в
/// понедельник", "zacząć od poniedziałku" a start; "оценка 2 часа", "szacowany czas 2h" how long
/// it takes; the words `LexiconSource.fieldWords`. Now is Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    struct Fields: CustomStringConvertible, Sendable {
        let text: String
        let title: String
        var due = "-"
        var start = "-"
        var estimate: String? = nil
        var region = "RU"
        var description: String { text }
    }

    static func check(_ c: Fields) {
        let draft = draft(c.text, region: c.region)
        #expect(draft.title == c.title, "title of \(c.text)")
        #expect(text(draft.due) == c.due, "due of \(c.text)")
        #expect(text(draft.start) == c.start, "start of \(c.text)")
        #expect(draft.estimate?.description == c.estimate, "estimate of \(c.text)")
        #expect(draft.warnings.isEmpty, "warnings of \(c.text): \(draft.warnings)")
    }

    // MARK: The memo sentence: each field by its word, in every language

    @Test(arguments: [
        Fields(text: "Draft the memo, estimate 2h, start Monday, due Friday", title: "Draft the memo",
               due: "2026-12-11", start: "2026-12-07", estimate: "PT2H", region: "US"),
        Fields(text: "Написать записку, оценка 2 часа, начать в понедельник, срок пятница", title: "Написать записку",
               due: "2026-12-11", start: "2026-12-07", estimate: "PT2H"),
        Fields(text: "Napisać notatkę, szacowany czas 2h, start w poniedziałek, termin piątek", title: "Napisać notatkę",
               due: "2026-12-11", start: "2026-12-07", estimate: "PT2H", region: "PL"),
        Fields(text: "Написать записку, займёт полчаса, приступить с понедельника, дедлайн пятница",
               title: "Написать записку", due: "2026-12-11", start: "2026-12-07", estimate: "PT30M"),
        Fields(text: "Napisać notatkę, zajmie 2 godziny, zacząć od poniedziałku, deadline w piątek",
               title: "Napisać notatkę", due: "2026-12-11", start: "2026-12-07", estimate: "PT2H", region: "PL"),
    ])
    func theMemoSentence(_ c: Fields) { Self.check(c) }

    // MARK: A due named by its word, with or without a colon, a dash or a preposition

    @Test(arguments: [
        Fields(text: "Написать записку, срок пятница", title: "Написать записку", due: "2026-12-04"),
        Fields(text: "Написать записку, срок: пятница", title: "Написать записку", due: "2026-12-04"),
        Fields(text: "Написать записку, срок до пятницы", title: "Написать записку", due: "2026-12-04"),
        Fields(text: "Написать записку, дедлайн пятница", title: "Написать записку", due: "2026-12-04"),
        Fields(text: "Написать записку, крайний срок — пятница", title: "Написать записку", due: "2026-12-04"),
        Fields(text: "Написать записку, срок сдачи 10 декабря", title: "Написать записку", due: "2026-12-10"),
        Fields(text: "Napisać notatkę, termin: piątek", title: "Napisać notatkę", due: "2026-12-04", region: "PL"),
        Fields(text: "Napisać notatkę, deadline w piątek", title: "Napisać notatkę", due: "2026-12-04", region: "PL"),
        Fields(text: "Napisać notatkę, termin do piątku", title: "Napisać notatkę", due: "2026-12-04", region: "PL"),
        Fields(text: "Draft the memo, deadline: Friday 15:00", title: "Draft the memo", due: "2026-12-04T15:00", region: "US"),
        Fields(text: "Написать записку, со сроком в пятницу", title: "Написать записку", due: "2026-12-04"),
        Fields(text: "Napisać notatkę, z terminem do piątku", title: "Napisać notatkę", due: "2026-12-04", region: "PL"),
    ])
    func aDueNamedByItsWord(_ c: Fields) { Self.check(c) }

    // MARK: Work that starts and finishes, each by its verb

    @Test(arguments: [
        Fields(text: "Написать записку, начать в понедельник, закончить в пятницу", title: "Написать записку",
               due: "2026-12-11", start: "2026-12-07"),
        Fields(text: "Napisać notatkę, zacząć w poniedziałek, skończyć w piątek", title: "Napisać notatkę",
               due: "2026-12-11", start: "2026-12-07", region: "PL"),
        Fields(text: "Draft the memo, begin Monday, finish by Friday", title: "Draft the memo",
               due: "2026-12-11", start: "2026-12-07", region: "US"),
    ])
    func workThatStartsAndFinishes(_ c: Fields) { Self.check(c) }

    // MARK: A start named by its verb

    @Test(arguments: [
        Fields(text: "Написать записку, начать в понедельник", title: "Написать записку", start: "2026-12-07"),
        Fields(text: "Написать записку, приступить с понедельника", title: "Написать записку", start: "2026-12-07"),
        Fields(text: "Написать записку, начать 14 декабря в 9:00", title: "Написать записку", start: "2026-12-14T09:00"),
        Fields(text: "Napisać notatkę, zacząć od poniedziałku", title: "Napisać notatkę", start: "2026-12-07", region: "PL"),
        Fields(text: "Napisać notatkę, rozpocząć w poniedziałek", title: "Napisać notatkę", start: "2026-12-07", region: "PL"),
        Fields(text: "Napisać notatkę, zaczynamy w poniedziałek", title: "Napisać notatkę", start: "2026-12-07", region: "PL"),
        Fields(text: "Написать записку, стартовать в понедельник", title: "Написать записку", start: "2026-12-07"),
    ])
    func aStartNamedByItsVerb(_ c: Fields) { Self.check(c) }

    // MARK: An estimate named by its word, hedged or not

    @Test(arguments: [
        Fields(text: "Napisać notatkę, szacowany czas 2h", title: "Napisać notatkę", estimate: "PT2H", region: "PL"),
        Fields(text: "Napisać notatkę, około 2h", title: "Napisać notatkę", estimate: "PT2H", region: "PL"),
        Fields(text: "Napisać notatkę, zajmie około 2 godzin", title: "Napisać notatkę", estimate: "PT2H", region: "PL"),
        Fields(text: "Написать записку, займёт около 2 часов", title: "Написать записку", estimate: "PT2H"),
        Fields(text: "Написать записку, примерно 2 часа", title: "Написать записку", estimate: "PT2H"),
        Fields(text: "Review the PR, about 30 min", title: "Review the PR", estimate: "PT30M", region: "US"),
        Fields(text: "Написать записку, потребуется 2 часа", title: "Написать записку", estimate: "PT2H"),
        Fields(text: "Написать записку, уйдёт полчаса", title: "Написать записку", estimate: "PT30M"),
        Fields(text: "Napisać notatkę, potrwa 2 godziny", title: "Napisać notatkę", estimate: "PT2H", region: "PL"),
        Fields(text: "Napisać notatkę, zajmie ok. 2 godziny", title: "Napisać notatkę", estimate: "PT2H", region: "PL"),
        Fields(text: "Draft the memo, est. 2h", title: "Draft the memo", estimate: "PT2H", region: "US"),
        Fields(text: "Draft the memo, estimated time 90 min", title: "Draft the memo", estimate: "PT1H30M", region: "US"),
        Fields(text: "Draft the memo, estimate 2h, then send it", title: "Draft the memo, then send it", estimate: "PT2H",
               region: "US"),
    ])
    func anEstimateNamedByItsWordOrHedged(_ c: Fields) { Self.check(c) }

    // MARK: Russian's "about": the unit before its count in words

    @Test(arguments: [
        Fields(text: "Написать записку, займёт часа два", title: "Написать записку", estimate: "PT2H"),
        Fields(text: "Задача на минут двадцать", title: "Задача", estimate: "PT20M"),
        Fields(text: "Позвонить через часа два", title: "Позвонить", due: "2026-12-02T12:00"),
        Fields(text: "Съездить на дачу через недели две", title: "Съездить на дачу", due: "2026-12-16"),
        // A length alone is no date and no estimate; after a count the unit is that count's.
        Fields(text: "Поспать часа два", title: "Поспать часа два"),
        Fields(text: "Сдать отчёт в течение часа", title: "Сдать отчёт", due: "2026-12-02T11:00"),
    ])
    func aUnitBeforeItsCountIsAbout(_ c: Fields) { Self.check(c) }

    // MARK: Field words that name nothing here

    @Test(arguments: [
        // A noun is the task's name when nothing but its moment follows (a verb is no title:
        // `aVerbOfStartingAloneIsAStartWithNoTitle`).
        Fields(text: "Старт в понедельник", title: "Старт", due: "2026-12-07"),
        Fields(text: "Początek w poniedziałek", title: "Początek", due: "2026-12-07", region: "PL"),
        Fields(text: "Termin w piątek", title: "Termin", due: "2026-12-04", region: "PL"),
        Fields(text: "Дедлайн пятница", title: "Дедлайн", due: "2026-12-04"),
        // Not beside a moment: the words are the title's, the day a due.
        Fields(text: "Начать ремонт в понедельник", title: "Начать ремонт", due: "2026-12-07"),
        Fields(text: "Продлить срок действия до пятницы", title: "Продлить срок действия", due: "2026-12-04"),
        Fields(text: "Umówić termin u dentysty na piątek", title: "Umówić termin u dentysty", due: "2026-12-04", region: "PL"),
        Fields(text: "Установить срок хранения", title: "Установить срок хранения"),
        // A time of day after a hedge, not set apart, is still a time.
        Fields(text: "Позвонить около 15:00", title: "Позвонить", due: "2026-12-02T15:00"),
    ])
    func fieldWordsThatNameNothingHere(_ c: Fields) { Self.check(c) }
}
