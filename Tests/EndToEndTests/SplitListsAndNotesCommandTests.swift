import Foundation
import Testing

/// Lists, conjunctions and meeting notes through `draft --split --json` (the words on standard
/// input, as pasted notes arrive), in English, Russian and Polish, each case written from the rule
/// it checks. "Now" is Wednesday 2 December 2026, 10:00 in Moscow: Thursday is 3 December,
/// Friday the 4th.
@Suite struct SplitListsAndNotesCommandTests {
    /// One draft as the test reads it.
    struct Drafted: Equatable, CustomStringConvertible {
        var title: String
        /// `YYYY-MM-DD`, or "-".
        var due: String
        var priority: String
        var tags: [String]
        var description: String { "\(title) | \(due) | \(priority) | \(tags)" }
    }

    static let thursday = "2026-12-03", friday = "2026-12-04"

    func drafted(_ text: String) throws -> [Drafted] {
        let td = try TaskDraftBinary()
        defer { td.remove() }
        let result = try td.run(["draft", "--split", "--json"], stdin: text)
        #expect(result.status == 0, "\(result.stderr)")
        return try result.stdout.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            var due = "-"
            if let day = object["due_date"] as? String { due = day }
            if let moment = object["due"] as? String { due = String(moment.prefix(10)) }
            return Drafted(title: object["title"] as! String, due: due, priority: object["priority"] as! String,
                           tags: object["tags"] as? [String] ?? [])
        }
    }

    // MARK: - Conjunctions

    @Test(arguments: [
        ("Buy bread and milk and call the plumber", ["Buy bread and milk", "Call the plumber"]),
        ("Купить хлеб и молоко, а также позвонить сантехнику", ["Купить хлеб и молоко", "Позвонить сантехнику"]),
        ("Kupić chleb i mleko oraz zadzwonić do hydraulika", ["Kupić chleb i mleko", "Zadzwonić do hydraulika"]),
        ("Prepare the contract and the annex", ["Prepare the contract and the annex"]),
        ("Подготовить договор и приложение", ["Подготовить договор и приложение"]),
        ("Przygotować umowę oraz aneks", ["Przygotować umowę oraz aneks"]),
    ])
    func aConjunctionSeparatesTasksOnlyBeforeANewAction(_ text: String, _ titles: [String]) throws {
        #expect(try drafted(text).map(\.title) == titles)
    }

    @Test(arguments: [
        "Write the report and send it to the boss by Friday",
        "Написать отчёт и отправить его начальнику до пятницы",
        "Napisać raport oraz wysłać go do szefa do piątku",
    ])
    func aDeadlineClosingTwoJoinedActionsGovernsBoth(_ text: String) throws {
        let tasks = try drafted(text)
        #expect(tasks.count == 2, "\(tasks)")
        #expect(tasks.allSatisfy { $0.due == Self.friday }, "\(tasks)")
    }

    // MARK: - Lists

    @Test(arguments: [
        ("1) call the bank 2) send the invoice 3) book the room", ["Call the bank", "Send the invoice", "Book the room"]),
        ("1) позвонить в банк 2) отправить счёт 3) забронировать зал", ["Позвонить в банк", "Отправить счёт", "Забронировать зал"]),
        ("1) zadzwonić do banku 2) wysłać fakturę 3) zarezerwować salę", ["Zadzwonić do banku", "Wysłać fakturę", "Zarezerwować salę"]),
    ])
    func aListNumberedOnOneLineIsOneTaskPerItem(_ text: String, _ titles: [String]) throws {
        #expect(try drafted(text).map(\.title) == titles)
    }

    @Test(arguments: [
        "Call the bank (ext. 2) about the card",
        "Позвонить в банк (доб. 2) насчёт карты",
        "Zadzwonić do banku (wew. 2) w sprawie karty",
    ])
    func aNumberClosingAParenthesisIsNoListMarker(_ text: String) throws {
        #expect(try drafted(text).count == 1)
    }

    @Test(arguments: [
        ("Friday:\n- call the bank\n- send the invoice", ["Call the bank", "Send the invoice"]),
        ("Пятница:\n- позвонить в банк\n- отправить счёт", ["Позвонить в банк", "Отправить счёт"]),
        ("Piątek:\n- zadzwonić do banku\n- wysłać fakturę", ["Zadzwonić do banku", "Wysłać fakturę"]),
        ("Friday, call the bank and send the invoice", ["Call the bank", "Send the invoice"]),
        ("Пятница, позвонить в банк и отправить счёт", ["Позвонить в банк", "Отправить счёт"]),
        ("Piątek, zadzwonić do banku i wysłać fakturę", ["Zadzwonić do banku", "Wysłać fakturę"]),
    ])
    func aBareWeekdayHeadingDatesEachItemAndLeavesItsTitle(_ text: String, _ titles: [String]) throws {
        let tasks = try drafted(text)
        #expect(tasks.map(\.title) == titles)
        #expect(tasks.allSatisfy { $0.due == Self.friday }, "\(tasks)")
    }

    @Test(arguments: [
        "Last Friday of December:\n- call the bank\n- send the invoice",
        "В последнюю пятницу декабря:\n- позвонить в банк\n- отправить счёт",
        "W ostatni piątek grudnia:\n- zadzwonić do banku\n- wysłać fakturę",
    ])
    func aHeadingOfContextAloneAssignsNobodyAndDatesItsItems(_ text: String) throws {
        let tasks = try drafted(text)
        #expect(tasks.count == 2, "\(tasks)")
        #expect(tasks.allSatisfy { $0.due == "2026-12-25" && $0.tags.allSatisfy { $0 == "finance" } }, "\(tasks)")
    }

    @Test(arguments: [
        "Urgent:\n• call the bank\n• send the invoice\n\n• water the plants",
        "Срочно:\n• позвонить в банк\n• отправить счёт\n\n• полить цветы",
        "Pilne:\n• zadzwonić do banku\n• wysłać fakturę\n\n• podlać kwiaty",
    ])
    func aPriorityHeadingGovernsItsBulletsAndEndsAtTheBlankLine(_ text: String) throws {
        let tasks = try drafted(text)
        #expect(tasks.map(\.priority) == ["high", "high", "none"], "\(tasks)")
    }

    // MARK: - Numbered meeting notes with owners

    @Test(arguments: [
        ("Team sync 2 Dec\nAttendees: Anna, Peter, Olga\n1. Anna will prepare the report by Friday\n2. Peter: call the client\n3. Agreed to move the release to January\n4. Olga to order catering for Thursday\n5. Peter will be away next week",
         ["anna", "peter", "olga"]),
        ("Планёрка 2.12\nПрисутствовали: Анна, Пётр, Ольга\n1. Анна подготовит отчёт к пятнице\n2. Пётр: позвонить клиенту\n3. Решили перенести релиз на январь\n4. Ольга должна заказать кейтеринг на четверг\n5. Пётр будет в отпуске на следующей неделе",
         ["анна", "пётр", "ольга"]),
        ("Spotkanie 2.12\nObecni: Anna, Piotr, Ola\n1. Anna przygotuje raport do piątku\n2. Piotr: zadzwonić do klienta\n3. Ustalono, że premiera w styczniu\n4. Ola ma zamówić catering na czwartek\n5. Piotr będzie na urlopie w przyszłym tygodniu",
         ["anna", "piotr", "ola"]),
    ])
    func eachOwnersActionInNumberedNotesIsATaskTaggedWithTheOwner(_ notes: String, _ owners: [String]) throws {
        let tasks = try drafted(notes)
        #expect(tasks.map(\.tags) == owners.map { [$0] }, "\(tasks)")
        #expect(tasks.map(\.due) == [Self.friday, "-", Self.thursday], "\(tasks)")
    }
}
