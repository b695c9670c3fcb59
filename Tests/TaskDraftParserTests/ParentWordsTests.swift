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
        // Said twice, the parent is the first one said, and the second is no task it waits for.
        ("Pack boxes subtask of 3 parent:5", "Pack boxes", 3),
        ("Pack boxes parent:5, subtask of 3", "Pack boxes", 5),
        ("Упаковать коробки, подзадача задачи 3, подзадача задачи 4", "Упаковать коробки", 3),
        ("Подзадача к задаче 5: заказать такси parent:6", "Заказать такси", 5),
        ("Spakować pudła, podzadanie zadania 3, parent:8", "Spakować pudła", 3),
    ])
    func theWordsNameTheParentByItsNumber(_ text: String, _ title: String, _ parent: Int64) {
        let draft = Self.draft(text)
        #expect(draft.parent == .id(parent), "\(text)")
        #expect(draft.depends == [], "\(text)")
        #expect(draft.title == title, "\(text)")
    }

    /// `parent:` takes what `--parent` and `modify`'s `parent:` take: a number, or a UID, which
    /// the commit looks up (and refuses when no task has it).
    @Test(arguments: [
        ("Call movers parent:7c1e9a2b-5d3f-4e8a-b6c1-2f9d0e4a8b35", "7c1e9a2b-5d3f-4e8a-b6c1-2f9d0e4a8b35"),
        ("Call movers parent:venue@example.com tomorrow", "venue@example.com"), ("Call movers parent:x", "x"),
    ])
    func theAttributeNamesTheParentByUID(_ text: String, _ uid: String) {
        let draft = Self.draft(text)
        #expect(draft.parent == .uid(uid), "\(text)")
        #expect(draft.title == "Call movers", "\(text): \(draft.title)")
    }

    @Test(arguments: ["Read the subtask of chapter 3", "Write subtasks for the sprint", "Задача 3: позвонить"])
    func wordsThatNameNoTaskNumberLeaveNoParent(_ text: String) {
        #expect(Self.draft(text).parent == nil, "\(text)")
    }
}
