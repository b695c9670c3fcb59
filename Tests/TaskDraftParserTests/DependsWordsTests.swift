import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// The words that make a task wait for another, by its number (issue 29), in English, Russian
/// and Polish; and the words that only look like them: a bare "after 5" is a time, and a
/// number that is no task reference stays in the title.
@Suite struct DependsWordsTests {
    static func draft(_ text: String) -> TaskDraft {
        BuiltinParser().parse(text, context: ParserFixtures.context(region: "RU"))
    }

    @Test(arguments: [
        ("Send invitations after task 3", "Send invitations", [Int64(3)]),
        ("Print the menus after the task #12", "Print the menus", [12]),
        ("Book the hall after #7", "Book the hall", [7]),
        ("Разослать приглашения после задачи 3", "Разослать приглашения", [3]),
        ("После задачи 4 заказать такси", "Заказать такси", [4]),
        ("Wysłać zaproszenia po zadaniu 3", "Wysłać zaproszenia", [3]),
        ("Po zadaniu 12 zamówić taksówkę", "Zamówić taksówkę", [12]),
    ])
    func theWordsNameTheTaskItWaitsForByItsNumber(_ text: String, _ title: String, _ ids: [Int64]) {
        let draft = Self.draft(text)
        #expect(draft.depends == ids.map { TaskLink(id: $0) }, "\(text)")
        #expect(draft.title == title, "\(text)")
    }

    @Test func twoTasksNamedAreBothWaitedFor() {
        let draft = Self.draft("Send invitations after task 3 and after task 5")
        #expect(draft.depends == [TaskLink(id: 3), TaskLink(id: 5)])
    }

    /// "after 5" is a time (issue 28 reads it as an open interval), "after chapter 3" names no
    /// task, and a value that is not a list of numbers is no dependency.
    @Test(arguments: ["Call Anna after 5", "Read the book after chapter 3", "Позвонить после 3", "Zadzwonić po 3",
                      "Fix task 3 after lunch"])
    func wordsThatNameNoTaskNumberLeaveNoDependency(_ text: String) {
        #expect(Self.draft(text).depends == [], "\(text)")
    }

    @Test func aNumberThatIsNoTaskReferenceStaysInTheTitle() {
        #expect(Self.draft("Read chapter 3 after dinner").title.contains("chapter 3"))
        #expect(Self.draft("Fix task 3 after lunch").title.contains("task 3"))
    }
}
