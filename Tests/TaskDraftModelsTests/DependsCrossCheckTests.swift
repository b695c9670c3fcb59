import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// A model may not make a task wait for another the words do not name ("after task 3").
@Suite struct DependsCrossCheckTests {
    @Test func aDependencyAModelInventsIsDroppedAndOneTheWordsNameIsKept() {
        let check = DraftCrossCheck()
        let context = DraftingFixtures.context()
        let invented = check.check(TaskDraft(title: "Send invitations", backend: "llama", depends: [TaskLink(id: 9)]),
                                   words: "send invitations", context: context)
        #expect(invented.depends == [])
        #expect(invented.warnings == [DraftWarning(CrossCheckWarning.inventedDepends(["9"]))])
        let named = check.check(TaskDraft(title: "Send invitations", backend: "llama", depends: [TaskLink(id: 3)]),
                                words: "send invitations after task 3", context: context)
        #expect(named.depends == [TaskLink(id: 3)] && named.warnings.isEmpty)
        // One named and one made up: the named one stays, the other is dropped and said.
        let both = check.check(TaskDraft(title: "Send invitations", backend: "llama", depends: [TaskLink(id: 3), TaskLink(uid: "x-1")]),
                               words: "send invitations after task 3", context: context)
        #expect(both.depends == [TaskLink(id: 3)])
        #expect(both.warnings == [DraftWarning(CrossCheckWarning.inventedDepends(["x-1"]))])
        // Left out by the model: put back from the words.
        let missed = check.check(TaskDraft(title: "Send invitations", backend: "llama"), words: "send invitations after task 3", context: context)
        #expect(missed.depends == [TaskLink(id: 3)])
    }
}
