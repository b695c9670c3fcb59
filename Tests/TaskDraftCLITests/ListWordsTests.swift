import Testing
import TaskDraftKit
@testable import TaskDraftCLI

/// A list a person changes by name in one value (`ListPart.words`: `edit --depends 3,-5`,
/// `modify depends:none`) is an option of `edit` and an attribute of `modify` by its row alone:
/// each such row has its option, with its label's help, and its words read into the patch.
@Suite struct ListWordsTests {
    @Test func everyListEditedByWordsIsAnOptionOfEditWithItsLabelsHelp() {
        #expect(!TaskField.listsEditedByWords.isEmpty)
        #expect(EditCommand.Option.lists.map(\.option.long) == TaskField.listsEditedByWords.map { $0.field.name })
        for (field, _) in TaskField.listsEditedByWords {
            #expect(field.label.flatMap { FieldHelp($0, .edit) } != nil, "\(field.name) has no edit words in every language")
            #expect(!field.attributes.isEmpty, "modify has no name for \(field.name)")
        }
    }

    @Test func linksAreAddedTakenAwayAndClearedByTheirWords() throws {
        let field = try #require(TaskField.listsEditedByWords.first { $0.words.expected == .tasks }?.field)
        var patch = TaskPatch()
        #expect(field.applyWords("3,-5 0b5e3c1a-7d2f-4c8e-9a61-3f0d2b7c9e14", to: &patch))
        #expect(patch[list: field.name] == TaskPatch.ListChange(
            add: [TaskLink(id: 3).json, TaskLink(uid: "0b5e3c1a-7d2f-4c8e-9a61-3f0d2b7c9e14").json], remove: [TaskLink(id: 5).json]))
        // A second value (`modify` may name the list twice) adds to what the first asked.
        #expect(field.applyWords("none", to: &patch))
        #expect(patch[list: field.name] == TaskPatch.ListChange(
            replace: [], add: [TaskLink(id: 3).json, TaskLink(uid: "0b5e3c1a-7d2f-4c8e-9a61-3f0d2b7c9e14").json],
            remove: [TaskLink(id: 5).json]))
        for unreadable in ["0", "3,0", ",", "-0"] {
            var untouched = TaskPatch()
            #expect(!field.applyWords(unreadable, to: &untouched), "\(unreadable)")
            #expect(untouched.isEmpty)
        }
    }
}
