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

    /// Right after a task named by its number, a bare number after the link is a task's too; a
    /// time's word after it keeps it a time.
    @Test(arguments: [
        ("Step two subtask of 1 after 1", [Int64(1)]),
        ("Step two subtask of task 3, after 2", [2]),
        ("Шаг два подзадача задачи 1 после 2", [2]),
        ("Krok drugi podzadanie zadania 1 po 2", [2]),
        ("Step two subtask of 1 after 1 pm", []),
        ("Step two subtask of 1 after 5:30", []),
        ("Шаг два подзадача задачи 1 после 3 часов", []),
    ])
    func aNumberAfterATasksNumberIsATask(_ text: String, _ ids: [Int64]) {
        let draft = Self.draft(text)
        #expect(draft.depends == ids.map { TaskLink(id: $0) }, "\(text)")
        #expect(draft.parent != nil, "\(text)")
        #expect((draft.start == nil) == !ids.isEmpty, "\(text): \(String(describing: draft.start))")
        #expect(draft.dependencyNumber == nil, "\(text)")
    }

    /// Elsewhere the hour stands, and the draft carries how it reads when an open task has the
    /// number (the store decides); a time's word after the number, or a verb's particle, hands
    /// nothing over.
    @Test func aBareNumberIsHandedOverWithTheDraftWithoutTheHour() throws {
        let draft = Self.draft("Call Anna after 5")
        #expect(draft.start != nil)
        let numbered = try #require(draft.dependencyNumber)
        #expect(numbered.id == 5 && numbered.draft.depends == [TaskLink(id: 5)] && numbered.draft.start == nil)
        #expect(numbered.draft.title == draft.title && numbered.draft.dependencyNumber == nil)
        // The hour's warning ("\"5\" read as 17:00") goes with the hour.
        #expect(!draft.warnings.isEmpty && numbered.draft.warnings.isEmpty, "\(draft.warnings)")
        #expect(Self.draft("Zadzwonić po 15").dependencyNumber?.id == 15)
        for text in ["Call Anna after 5 pm", "Call Anna after 5:30", "Позвонить после 3 часов", "Look after 5 kids",
                     "Call Anna after task 5", "Call Anna at 5"] {
            #expect(Self.draft(text).dependencyNumber == nil, "\(text)")
        }
    }

    /// `depends:3` in add's words, as `estimate:2h` is: task numbers or UIDs apart by commas,
    /// under each of the names `modify` takes, in a sentence of each language.
    @Test(arguments: [
        ("Pay the invoice depends:3", "Pay the invoice", [TaskLink(id: 3)]),
        ("Pay the invoice depends:3,5 tomorrow", "Pay the invoice", [TaskLink(id: 3), TaskLink(id: 5)]),
        ("Send invitations dep:venue@example.com", "Send invitations", [TaskLink(uid: "venue@example.com")]),
        ("Оплатить счёт depends:4", "Оплатить счёт", [TaskLink(id: 4)]),
        ("Разослать приглашения deps:2,2,7", "Разослать приглашения", [TaskLink(id: 2), TaskLink(id: 7)]),
        ("Zapłacić fakturę depend:12", "Zapłacić fakturę", [TaskLink(id: 12)]),
        ("Wysłać zaproszenia po zadaniu 3 depends:5", "Wysłać zaproszenia", [TaskLink(id: 3), TaskLink(id: 5)]),
    ])
    func theAttributeNamesTheTasksItWaitsFor(_ text: String, _ title: String, _ links: [TaskLink]) {
        let draft = Self.draft(text)
        #expect(draft.depends == links, "\(text)")
        #expect(draft.title == title, "\(text)")
    }

    /// A value that names no task to wait for (a removal, `none`, no number, an empty item)
    /// is no dependency: the word stays in the title, where the person sees it.
    @Test(arguments: ["depends:-3", "depends:none", "depends:0", "depends:3,,5", "dep:3,-4", "depends:12345678901234"])
    func anAttributeNamingNoTaskStaysInTheTitle(_ word: String) {
        let draft = Self.draft("Pay the invoice " + word)
        #expect(draft.depends == [], "\(word)")
        #expect(draft.title.contains(word), "\(word): \(draft.title)")
    }

    @Test func aNumberThatIsNoTaskReferenceStaysInTheTitle() {
        #expect(Self.draft("Read chapter 3 after dinner").title.contains("chapter 3"))
        #expect(Self.draft("Fix task 3 after lunch").title.contains("task 3"))
    }
}
