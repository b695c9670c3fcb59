import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// A field named by its word (issue 29): "срок пятница", "termin: piątek" a due; "начать в
/// понедельник", "zacząć od poniedziałku" a start; "оценка 2 часа", "szacowany czas 2h" how long
/// it takes; the words `LexiconSource.fieldWords`. Now is Wednesday 2026-12-02 10:00 in Moscow.
extension GrammarClassTests {
    // MARK: The memo sentence: each field by its word, in every language

    @Test(arguments: [
        ClassRow(text: "Draft the memo, estimate 2h, start Monday, due Friday", due: "2026-12-11", start: "2026-12-07",
                 title: "Draft the memo", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Написать записку, оценка 2 часа, начать в понедельник, срок пятница", due: "2026-12-11",
                 start: "2026-12-07", title: "Написать записку", estimate: "PT2H", warned: .nothing),
        ClassRow(text: "Napisać notatkę, szacowany czas 2h, start w poniedziałek, termin piątek", due: "2026-12-11",
                 start: "2026-12-07", title: "Napisać notatkę", estimate: "PT2H", warned: .nothing, region: "PL"),
        ClassRow(text: "Написать записку, займёт полчаса, приступить с понедельника, дедлайн пятница", due: "2026-12-11",
                 start: "2026-12-07", title: "Написать записку", estimate: "PT30M", warned: .nothing),
        ClassRow(text: "Napisać notatkę, zajmie 2 godziny, zacząć od poniedziałku, deadline w piątek", due: "2026-12-11",
                 start: "2026-12-07", title: "Napisać notatkę", estimate: "PT2H", warned: .nothing, region: "PL"),
    ])
    func theMemoSentence(_ row: ClassRow) { row.check() }

    // MARK: A due named by its word, with or without a colon, a dash or a preposition

    @Test(arguments: [
        ClassRow(text: "Написать записку, срок пятница", due: "2026-12-04", title: "Написать записку", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Написать записку, срок: пятница", due: "2026-12-04", title: "Написать записку", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Написать записку, срок до пятницы", due: "2026-12-04", title: "Написать записку", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Написать записку, дедлайн пятница", due: "2026-12-04", title: "Написать записку", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Написать записку, крайний срок — пятница", due: "2026-12-04", title: "Написать записку", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Написать записку, срок сдачи 10 декабря", due: "2026-12-10", title: "Написать записку", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Napisać notatkę, termin: piątek", due: "2026-12-04", title: "Napisać notatkę", estimate: "-",
                 warned: .nothing, region: "PL"),
        ClassRow(text: "Napisać notatkę, deadline w piątek", due: "2026-12-04", title: "Napisać notatkę", estimate: "-",
                 warned: .nothing, region: "PL"),
        ClassRow(text: "Napisać notatkę, termin do piątku", due: "2026-12-04", title: "Napisać notatkę", estimate: "-",
                 warned: .nothing, region: "PL"),
        ClassRow(text: "Draft the memo, deadline: Friday 15:00", due: "2026-12-04T15:00", title: "Draft the memo",
                 estimate: "-", warned: .nothing, region: "US"),
        ClassRow(text: "Написать записку, со сроком в пятницу", due: "2026-12-04", title: "Написать записку", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Napisać notatkę, z terminem do piątku", due: "2026-12-04", title: "Napisać notatkę", estimate: "-",
                 warned: .nothing, region: "PL"),
    ])
    func aDueNamedByItsWord(_ row: ClassRow) { row.check() }

    // MARK: Work that starts and finishes, each by its verb

    @Test(arguments: [
        ClassRow(text: "Написать записку, начать в понедельник, закончить в пятницу", due: "2026-12-11", start: "2026-12-07",
                 title: "Написать записку", estimate: "-", warned: .nothing),
        ClassRow(text: "Napisać notatkę, zacząć w poniedziałek, skończyć w piątek", due: "2026-12-11", start: "2026-12-07",
                 title: "Napisać notatkę", estimate: "-", warned: .nothing, region: "PL"),
        ClassRow(text: "Draft the memo, begin Monday, finish by Friday", due: "2026-12-11", start: "2026-12-07",
                 title: "Draft the memo", estimate: "-", warned: .nothing, region: "US"),
    ])
    func workThatStartsAndFinishes(_ row: ClassRow) { row.check() }

    // MARK: A start named by its verb

    @Test(arguments: [
        ClassRow(text: "Написать записку, начать в понедельник", start: "2026-12-07", title: "Написать записку", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Написать записку, приступить с понедельника", start: "2026-12-07", title: "Написать записку",
                 estimate: "-", warned: .nothing),
        ClassRow(text: "Написать записку, начать 14 декабря в 9:00", start: "2026-12-14T09:00", title: "Написать записку",
                 estimate: "-", warned: .nothing),
        ClassRow(text: "Napisać notatkę, zacząć od poniedziałku", start: "2026-12-07", title: "Napisać notatkę", estimate: "-",
                 warned: .nothing, region: "PL"),
        ClassRow(text: "Napisać notatkę, rozpocząć w poniedziałek", start: "2026-12-07", title: "Napisać notatkę",
                 estimate: "-", warned: .nothing, region: "PL"),
        ClassRow(text: "Napisać notatkę, zaczynamy w poniedziałek", start: "2026-12-07", title: "Napisać notatkę",
                 estimate: "-", warned: .nothing, region: "PL"),
        ClassRow(text: "Написать записку, стартовать в понедельник", start: "2026-12-07", title: "Написать записку",
                 estimate: "-", warned: .nothing),
    ])
    func aStartNamedByItsVerb(_ row: ClassRow) { row.check() }

    // MARK: An estimate named by its word, hedged or not

    @Test(arguments: [
        ClassRow(text: "Napisać notatkę, szacowany czas 2h", title: "Napisać notatkę", estimate: "PT2H", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Napisać notatkę, około 2h", title: "Napisać notatkę", estimate: "PT2H", warned: .nothing, region: "PL"),
        ClassRow(text: "Napisać notatkę, zajmie około 2 godzin", title: "Napisać notatkę", estimate: "PT2H", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Написать записку, займёт около 2 часов", title: "Написать записку", estimate: "PT2H", warned: .nothing),
        ClassRow(text: "Написать записку, примерно 2 часа", title: "Написать записку", estimate: "PT2H", warned: .nothing),
        ClassRow(text: "Review the PR, about 30 min", title: "Review the PR", estimate: "PT30M", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Написать записку, потребуется 2 часа", title: "Написать записку", estimate: "PT2H", warned: .nothing),
        ClassRow(text: "Написать записку, уйдёт полчаса", title: "Написать записку", estimate: "PT30M", warned: .nothing),
        ClassRow(text: "Napisać notatkę, potrwa 2 godziny", title: "Napisać notatkę", estimate: "PT2H", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Napisać notatkę, zajmie ok. 2 godziny", title: "Napisać notatkę", estimate: "PT2H", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Draft the memo, est. 2h", title: "Draft the memo", estimate: "PT2H", warned: .nothing, region: "US"),
        ClassRow(text: "Draft the memo, estimated time 90 min", title: "Draft the memo", estimate: "PT1H30M", warned: .nothing,
                 region: "US"),
        ClassRow(text: "Draft the memo, estimate 2h, then send it", title: "Draft the memo, then send it", estimate: "PT2H",
                 warned: .nothing, region: "US"),
    ])
    func anEstimateNamedByItsWordOrHedged(_ row: ClassRow) { row.check() }

    // MARK: Russian's "about": the unit before its count in words

    @Test(arguments: [
        ClassRow(text: "Написать записку, займёт часа два", title: "Написать записку", estimate: "PT2H", warned: .nothing),
        ClassRow(text: "Задача на минут двадцать", title: "Задача", estimate: "PT20M", warned: .nothing),
        ClassRow(text: "Позвонить через часа два", due: "2026-12-02T12:00", title: "Позвонить", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Съездить на дачу через недели две", due: "2026-12-16", title: "Съездить на дачу", estimate: "-",
                 warned: .nothing),
        // A length alone is no date and no estimate; after a count the unit is that count's.
        ClassRow(text: "Поспать часа два", title: "Поспать часа два", estimate: "-", warned: .nothing),
        ClassRow(text: "Сдать отчёт в течение часа", due: "2026-12-02T11:00", title: "Сдать отчёт", estimate: "-",
                 warned: .nothing),
    ])
    func aUnitBeforeItsCountIsAbout(_ row: ClassRow) { row.check() }

    // MARK: Field words that name nothing here

    @Test(arguments: [
        // A noun is the task's name when nothing but its moment follows (a verb is no title:
        // `aVerbOfStartingAloneIsAStartWithNoTitle`).
        ClassRow(text: "Старт в понедельник", due: "2026-12-07", title: "Старт", estimate: "-", warned: .nothing),
        ClassRow(text: "Początek w poniedziałek", due: "2026-12-07", title: "Początek", estimate: "-", warned: .nothing,
                 region: "PL"),
        ClassRow(text: "Termin w piątek", due: "2026-12-04", title: "Termin", estimate: "-", warned: .nothing, region: "PL"),
        ClassRow(text: "Дедлайн пятница", due: "2026-12-04", title: "Дедлайн", estimate: "-", warned: .nothing),
        // Not beside a moment: the words are the title's, the day a due.
        ClassRow(text: "Начать ремонт в понедельник", due: "2026-12-07", title: "Начать ремонт", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Продлить срок действия до пятницы", due: "2026-12-04", title: "Продлить срок действия", estimate: "-",
                 warned: .nothing),
        ClassRow(text: "Umówić termin u dentysty na piątek", due: "2026-12-04", title: "Umówić termin u dentysty",
                 estimate: "-", warned: .nothing, region: "PL"),
        ClassRow(text: "Установить срок хранения", title: "Установить срок хранения", estimate: "-", warned: .nothing),
        // A time of day after a hedge, not set apart, is still a time.
        ClassRow(text: "Позвонить около 15:00", due: "2026-12-02T15:00", title: "Позвонить", estimate: "-", warned: .nothing),
    ])
    func fieldWordsThatNameNothingHere(_ row: ClassRow) { row.check() }
}
