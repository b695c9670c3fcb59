import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// A model may not file a task under another the words do not name ("subtask of 3").
@Suite struct ParentCrossCheckTests {
    @Test func aParentAModelInventsIsDroppedAndOneTheWordsNameIsKept() {
        let check = DraftCrossCheck()
        let context = DraftingFixtures.context()
        let invented = check.check(TaskDraft(title: "Pack boxes", backend: "llama", parent: .id(9)), words: "pack boxes", context: context)
        #expect(invented.parent == nil)
        #expect(invented.warnings == [DraftWarning(CrossCheckWarning.inventedParent(.id(9)))])
        let named = check.check(TaskDraft(title: "Pack boxes", backend: "llama", parent: .id(3)), words: "pack boxes, subtask of 3", context: context)
        #expect(named.parent == .id(3) && named.warnings.isEmpty)
        let other = check.check(TaskDraft(title: "Pack boxes", backend: "llama", parent: .uid("x-1")), words: "pack boxes, subtask of 3", context: context)
        #expect(other.parent == .id(3) && other.warnings == [DraftWarning(CrossCheckWarning.inventedParent(.uid("x-1")))])
    }
}
