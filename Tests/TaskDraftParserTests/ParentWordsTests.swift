import Testing
import TaskDraftKit
@testable import TaskDraftParser

/// The words that make a task a subtask of another, by its number (issue 29), in English,
/// Russian and Polish; and the words that only look like them.
@Suite struct ParentWordsTests {
    static func draft(_ text: String) -> TaskDraft {
        BuiltinParser().parse(text, context: ParserFixtures.context(region: "RU"))
    }

    @Test(arguments: [
        ("Pack boxes, subtask of 3", "Pack boxes", 3),
        ("Label boxes subtask of task #12 tomorrow", "Label boxes", 12),
        ("Call movers — subtask of the task 7", "Call movers", 7),
        ("Call movers parent:4", "Call movers", 4),
        ("Упаковать коробки, подзадача задачи 3", "Упаковать коробки", 3),
        ("Подзадача к задаче 5: заказать такси", "Заказать такси", 5),
        ("Spakować pudła, podzadanie zadania 3", "Spakować pudła", 3),
        ("Podzadanie do zadania 12: zamówić taksówkę", "Zamówić taksówkę", 12),
    ])
    func theWordsNameTheParentByItsNumber(_ text: String, _ title: String, _ parent: Int64) {
        let draft = Self.draft(text)
        #expect(draft.parent == .id(parent), "\(text)")
        #expect(draft.title == title, "\(text)")
    }

    @Test(arguments: ["Read the subtask of chapter 3", "Write subtasks for the sprint", "Задача 3: позвонить", "Call movers parent:x"])
    func wordsThatNameNoTaskNumberLeaveNoParent(_ text: String) {
        #expect(Self.draft(text).parent == nil, "\(text)")
    }
}
