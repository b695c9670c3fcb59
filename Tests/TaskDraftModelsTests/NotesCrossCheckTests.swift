import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// A model may not write notes the words give no ground for: a long text (the notes, by the kind
/// of their value) that shares no word with the sentence is dropped and said, by the field's label.
@Suite struct NotesCrossCheckTests {
    @Test func notesAModelInventsAreDroppedAndNotesTheWordsGroundAreKept() {
        let check = DraftCrossCheck()
        let context = DraftingFixtures.context()
        let invented = check.check(TaskDraft(title: "Call Anna", notes: "Bring the quarterly slides", backend: "llama"),
                                   words: "call anna", context: context)
        #expect(invented.notes == nil)
        #expect(invented.warnings == [DraftWarning(CrossCheckWarning.inventedText(.notes))])
        #expect(CrossCheckWarning.inventedText(.notes).english == "the model wrote notes your words give no ground for; they were dropped")
        #expect(CrossCheckWarning.inventedText(.notes).russian
            == "модель написала заметки, для которых в ваших словах нет оснований; они отброшены")
        #expect(CrossCheckWarning.inventedText(.notes).polish == "model napisał notatki, do których twoje słowa nie dają podstaw; odrzucono je")
        let grounded = check.check(TaskDraft(title: "Call Anna", notes: "about the budget", backend: "llama"),
                                   words: "call anna about the budget", context: context)
        #expect(grounded.notes == "about the budget")
        #expect(!grounded.warnings.contains(CrossCheckWarning.inventedText(.notes)))
    }
}
