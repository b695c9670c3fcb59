import Foundation
import Testing

/// A number after "after" («после», «po») is the task it names when the words say so (issue 29):
/// right after a parent phrase ("Step two subtask of 1 after 1"), the chart reads it as a task's
/// number; elsewhere it is one when an open task has that number and no time's word follows.
/// "after 1 pm", «после 3 часов», "after 5:30", and a number no open task has stay times.
@Suite struct AfterNumberDependencyTests {
    private func added(_ td: TaskDraftBinary, _ words: String, _ language: String = "C.UTF-8") throws -> [String: Any] {
        let result = try td.run(["add", words, "--yes", "--json"], extraEnvironment: ["LANG": language])
        #expect(result.status == 0, "\(words): \(result.stderr)")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(words)")
        var task = try #require(answer["task"] as? [String: Any], "\(words)")
        task["warnings"] = answer["warnings"]
        return task
    }

    private func dependsIDs(_ task: [String: Any]) -> [Int] {
        (task["depends"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
    }

    private func seeded(_ count: Int) throws -> TaskDraftBinary {
        let td = try TaskDraftBinary()
        for n in 1...count { try td.run(["add", "Existing task number \(n)", "--yes"]) }
        return td
    }

    @Test(arguments: [
        ("Step two subtask of 1 after 1", "C.UTF-8", "Step two", [1]),
        ("Step two subtask of task 1 after 2", "C.UTF-8", "Step two", [2]),
        ("Step two subtask of 1, after 3", "C.UTF-8", "Step two", [3]),
        ("Шаг два подзадача задачи 1 после 1", "ru_RU.UTF-8", "Шаг два", [1]),
        ("Krok drugi podzadanie zadania 1 po 2", "pl_PL.UTF-8", "Krok drugi", [2]),
    ])
    func aNumberAfterAParentPhraseIsATask(_ words: String, _ language: String, _ title: String, _ ids: [Int]) throws {
        let td = try seeded(3)
        defer { td.remove() }
        let made = try added(td, words, language)
        #expect(made["title"] as? String == title, "\(words): \(made)")
        #expect(made["parent"] as? String != nil, "\(words): \(made)")
        #expect(dependsIDs(made) == ids, "\(words): \(made)")
        #expect(made["start"] is NSNull, "\(words): \(made)")
        #expect((made["warnings"] as? [String] ?? []).isEmpty, "\(words): \(made)")
    }

    @Test(arguments: [
        ("Call the bank after 2", "C.UTF-8", "Call the bank", [2]),
        ("Позвонить в банк после 2", "ru_RU.UTF-8", "Позвонить в банк", [2]),
        ("Zadzwonić do banku po 2", "pl_PL.UTF-8", "Zadzwonić do banku", [2]),
    ])
    func aNumberAnOpenTaskHasIsThatTask(_ words: String, _ language: String, _ title: String, _ ids: [Int]) throws {
        let td = try seeded(3)
        defer { td.remove() }
        let made = try added(td, words, language)
        #expect(made["title"] as? String == title, "\(words): \(made)")
        #expect(dependsIDs(made) == ids, "\(words): \(made)")
        #expect(made["start"] is NSNull, "\(words): \(made)")
        #expect(made["blocked"] as? Bool == true, "\(words): \(made)")
    }

    /// A time's word after the number, or a number no open task has: the time, as before.
    @Test(arguments: [
        ("Call the bank after 1 pm", "C.UTF-8", "T13:00"),
        ("Call the bank after 5:30", "C.UTF-8", "T17:30"),
        ("Call the bank after 10", "C.UTF-8", "T"),
        ("Позвонить в банк после 3 часов", "ru_RU.UTF-8", "T15:00"),
        ("Zadzwonić do banku po 15", "pl_PL.UTF-8", "T15:00"),
        ("Step two subtask of 1 after 1 pm", "C.UTF-8", "T13:00"),
        ("Step two subtask of 1 after 5:30", "C.UTF-8", "T17:30"),
    ])
    func aTimeStaysATime(_ words: String, _ language: String, _ start: String) throws {
        let td = try seeded(5)
        defer { td.remove() }
        let made = try added(td, words, language)
        #expect(dependsIDs(made) == [], "\(words): \(made)")
        #expect((made["start"] as? String)?.contains(start) == true, "\(words): \(made)")
    }

    /// A done task is not what "after 2" names: the hour stands; and the card says the link.
    @Test func aDoneTaskIsNoDependencyAndTheCardNamesTheLink() throws {
        let td = try seeded(3)
        defer { td.remove() }
        try td.run(["done", "2", "--yes"])
        let made = try added(td, "Call the bank after 2")
        #expect(dependsIDs(made) == [], "\(made)")
        #expect((made["start"] as? String)?.contains("T14:00") == true, "\(made)")
        let card = try td.run(["draft", "Call the bank after 3"])
        #expect(card.stdout.contains("after #3"), "\(card.stdout)")
        // The card says the number was read as the task's, and how to write the hour (issue 29).
        #expect(card.stdout.contains("\"after 3\" is read as after task 3 \"Existing task number 3\"; for the hour write \"after 3pm\" or \"at 15:00\""),
                "\(card.stdout)")
        #expect(!(made["warnings"] as? [String] ?? []).contains { $0.contains("is read as") }, "\(made)")
        // Drafting on an empty database makes no database, and reads the hour.
        let empty = try TaskDraftBinary()
        defer { empty.remove() }
        let drafted = try empty.json(["draft", "--json", "Call the bank after 3"]) as! [String: Any]
        #expect((drafted["start"] as? String)?.contains("T15:00") == true, "\(drafted)")
        #expect(!FileManager.default.fileExists(atPath: empty.databasePath), "a draft made a database")
    }
}
