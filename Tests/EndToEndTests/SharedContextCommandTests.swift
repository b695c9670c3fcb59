import Foundation
import Testing

/// Context said once for several tasks, through `add --split --json --yes` as a script meets it:
/// each rule of `TaskSplitter+Context.swift` in English, Russian and Polish, with sentences
/// written from the rule. "Now" is Wednesday 2 December 2026, 10:00 in Moscow: Thursday is
/// 3 December, Friday the 4th.
@Suite struct SharedContextCommandTests {
    /// One committed task as the test reads it back.
    struct Created: Equatable, CustomStringConvertible {
        var title: String
        /// `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM` with a time, or "-".
        var due: String
        var priority = "none"
        var project: String? = nil
        var tags: [String] = []
        var description: String { "\(title) | \(due) | \(priority) | \(project ?? "-") | \(tags)" }
    }

    static let thursday = "2026-12-03", friday = "2026-12-04", monday = "2026-12-07"

    /// The tasks `add --split --json --yes` created from `text`, in order.
    func added(_ text: String) throws -> [Created] {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["add", "--split", "--json", "--yes", text])
        #expect(result.status == 0, "\(result.stderr)")
        return try result.stdout.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            #expect(object["result"] as? String == "created")
            let task = object["task"] as! [String: Any]
            var due = "-"
            if let day = task["due_date"] as? String { due = day }
            if let moment = task["due"] as? String { due = String(moment.prefix(16)) }
            return Created(title: task["title"] as! String, due: due, priority: task["priority"] as! String,
                           project: task["project"] as? String, tags: task["tags"] as? [String] ?? [])
        }
    }

    // MARK: - An opening governs every clause of its line

    @Test(arguments: [
        "By Thursday, pack the samples, print the labels and ship the parcel",
        "К четвергу: упаковать образцы, распечатать этикетки и отправить посылку",
        "Na czwartek: spakować próbki, wydrukować etykiety i wysłać paczkę",
    ])
    func anOpeningBeforeACommaOrColonGoesToEveryTaskAndIsNoTaskItself(_ text: String) throws {
        let tasks = try added(text)
        #expect(tasks.count == 3, "\(tasks)")
        #expect(tasks.allSatisfy { $0.due == Self.thursday }, "\(tasks)")
        #expect(!tasks.contains { $0.title == "Untitled task" || $0.title.isEmpty }, "\(tasks)")
    }

    @Test(arguments: [
        ("Before lunch I need to check the stock, issue the invoice and call the supplier",
         ["Check the stock", "Issue the invoice", "Call the supplier"]),
        ("До обеда надо проверить склад, выставить счёт и позвонить поставщику",
         ["Проверить склад", "Выставить счёт", "Позвонить поставщику"]),
        ("Do 13:00 trzeba sprawdzić magazyn, wystawić fakturę i zadzwonić do dostawcy",
         ["Sprawdzić magazyn", "Wystawić fakturę", "Zadzwonić do dostawcy"]),
    ])
    func anOpeningTakesItsModalAlongAndEachTaskGetsItsTime(_ text: String, _ titles: [String]) throws {
        let tasks = try added(text)
        #expect(tasks.map(\.title) == titles)
        // "lunch" is the Skills' lunch time, 13:00.
        #expect(tasks.allSatisfy { $0.due == "2026-12-02T13:00" }, "\(tasks)")
    }

    @Test(arguments: [
        "Tomorrow: renew the badge and water the plants on Friday",
        "Завтра: продлить пропуск и полить цветы в пятницу",
        "Jutro: odnowić przepustkę i podlać kwiaty w piątek",
    ])
    func aTasksOwnDateWinsOverTheOpening(_ text: String) throws {
        let tasks = try added(text)
        #expect(tasks.map(\.due) == [Self.thursday, Self.friday], "\(tasks)")
    }

    // MARK: - A closing governs the clauses before it, back to "then"

    @Test(arguments: [
        "Pack the samples, print the labels and ship the parcel by Thursday, urgent",
        "Упаковать образцы, распечатать этикетки и отправить посылку к четвергу, срочно",
        "Spakować próbki, wydrukować etykiety i wysłać paczkę na czwartek, pilne",
    ])
    func aClosingAfterTheLastTaskGoesToEveryTask(_ text: String) throws {
        let tasks = try added(text)
        #expect(tasks.count == 3, "\(tasks)")
        #expect(tasks.allSatisfy { $0.due == Self.thursday && $0.priority == "high" }, "\(tasks)")
    }

    @Test(arguments: [
        ("Draft the spec and review the mockups for the Zeus project", "Zeus"),
        ("Написать ТЗ и проверить макеты, проект Зевс", "Зевс"),
        ("Napisać specyfikację i sprawdzić makiety, projekt Zeus", "Zeus"),
    ])
    func aClosingProjectGoesToEveryTask(_ text: String, _ project: String) throws {
        let tasks = try added(text)
        #expect(tasks.count == 2, "\(tasks)")
        #expect(tasks.allSatisfy { $0.project == project }, "\(tasks)")
    }

    @Test(arguments: [
        "Pack the samples, then ship the parcel on Thursday",
        "Упаковать образцы, а потом отправить посылку в четверг",
        "Spakować próbki, a potem wysłać paczkę w czwartek",
        "Pack the samples on Friday and ship the parcel on Thursday",
        "Упаковать образцы в пятницу и отправить посылку в четверг",
        "Spakować próbki w piątek i wysłać paczkę w czwartek",
    ])
    func aClosingAfterThenOrBesideAnotherTasksOwnDateIsTheLastTasksOwn(_ text: String) throws {
        let tasks = try added(text)
        #expect(tasks.count == 2, "\(tasks)")
        #expect(tasks[0].due != Self.thursday && tasks[1].due == Self.thursday, "\(tasks)")
    }

    // MARK: - A heading governs the items under it

    @Test(arguments: [
        "Thursday:\n- pack the samples\n1. print the labels\n- ship the parcel on Monday\n\nwater the plants",
        "В четверг:\n- упаковать образцы\n1. распечатать этикетки\n- отправить посылку в понедельник\n\nполить цветы",
        "W czwartek:\n- spakować próbki\n1. wydrukować etykiety\n- wysłać paczkę w poniedziałek\n\npodlać kwiaty",
    ])
    func aHeadingGivesItsDateToEachItemUntilABlankLine(_ text: String) throws {
        let tasks = try added(text)
        #expect(tasks.map(\.due) == [Self.thursday, Self.thursday, Self.monday, "-"], "\(tasks)")
        #expect(!tasks.contains { $0.title.contains(":") || $0.title == "Untitled task" }, "\(tasks)")
    }

    @Test(arguments: [
        ("Project Zeus:\n- draft the spec\n- review the mockups\nThursday:\n- ship the parcel", "Zeus"),
        ("Проект Зевс:\n- написать ТЗ\n- проверить макеты\nВ четверг:\n- отправить посылку", "Зевс"),
        ("Projekt Zeus:\n- napisać specyfikację\n- sprawdzić makiety\nW czwartek:\n- wysłać paczkę", "Zeus"),
    ])
    func aProjectHeadingGovernsUntilTheNextHeading(_ text: String, _ project: String) throws {
        let tasks = try added(text)
        #expect(tasks.map(\.project) == [project, project, nil], "\(tasks)")
        #expect(tasks.map(\.due) == ["-", "-", Self.thursday], "\(tasks)")
    }

    @Test(arguments: [
        ("# Project Zeus\n\n## Thursday\n- ship the parcel\n\n- draft the spec", "Zeus"),
        ("# Проект Зевс\n\n## В четверг\n- отправить посылку\n\n- написать ТЗ", "Зевс"),
        ("# Projekt Zeus\n\n## W czwartek\n- wysłać paczkę\n\n- napisać specyfikację", "Zeus"),
    ])
    func markdownHeadingsNestAndRunAcrossBlankLines(_ text: String, _ project: String) throws {
        let tasks = try added(text)
        #expect(tasks.map(\.project) == [project, project], "\(tasks)")
        #expect(tasks.map(\.due) == [Self.thursday, Self.thursday], "\(tasks)")
    }

    // MARK: - A conjunction splits only where a new action begins

    @Test(arguments: [
        "Email Maria and Olga about the invoice", "Test the cut and paste menu",
        "Написать Марии и Ольге про счёт", "Исправить окно поиска и замены",
        "Napisać do Marii i Olgi w sprawie faktury", "Naprawić okno wyszukiwania i zamiany",
    ])
    func coordinatedObjectsAndCompoundNounsAreOneTask(_ text: String) throws {
        let tasks = try added(text)
        #expect(tasks.map(\.title) == [text])
    }

    // MARK: - Meeting notes

    @Test(arguments: [
        ("Decided to move the standup to 11\nWe agreed to drop the beta\nFYI: the printer is fixed\nMaria: out until Monday\nOlga to order the labels\nMaria: book the venue",
         ["olga", "maria"], ["Order the labels", "Book the venue"]),
        ("Решили перенести планёрку на 11\nДоговорились отказаться от беты\nК сведению: принтер починили\nМария: в отпуске до понедельника\nОльга должна заказать этикетки\nМария: забронировать зал",
         ["ольга", "мария"], ["Заказать этикетки", "Забронировать зал"]),
        ("Postanowiono przenieść spotkanie na 11\nUstalono, że rezygnujemy z bety\nDo wiadomości: drukarka naprawiona\nMaria: na urlopie do poniedziałku\nOlga ma zamówić etykiety\nMaria: zarezerwować salę",
         ["olga", "maria"], ["Zamówić etykiety", "Zarezerwować salę"]),
    ])
    func decisionsNewsAndStatusAreNoActionItemsAnOwnersActionIs(_ notes: String, _ owners: [String], _ titles: [String]) throws {
        let tasks = try added(notes)
        #expect(tasks.map(\.title) == titles)
        #expect(tasks.map(\.tags) == owners.map { [$0] })
    }
}
