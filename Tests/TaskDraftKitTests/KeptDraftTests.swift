import Testing
import TaskDraftKit

/// A draft kept for later (a proposal waiting for a person, the import spool) comes back with
/// its warnings worded as they were, in every language; draft JSON alone reads none back.
@Suite struct KeptDraftTests {
    @Test func aKeptDraftKeepsItsWarningsWordsInEveryLanguage() throws {
        var draft = TaskDraft(title: "Позвонить Анне", priority: .high)
        draft.warnings = [TaskDraft.placeholderWarning, DraftWarning(RecordedWarning(TaskDraft.placeholderWarning))]
        let back = try TaskDraft(kept: draft.keptJSON, zone: .utc, backend: draft.backend)
        for language in Language.allCases {
            #expect(back.warnings.map { $0.text(in: language) } == draft.warnings.map { $0.text(in: language) })
        }
        #expect(back.warnings.map { $0.text(in: .russian) }.first == "для названия ничего не осталось")
        #expect(back.title == draft.title && back.priority == draft.priority)
        #expect(try TaskDraft(json: draft.keptJSON, zone: .utc, backend: draft.backend).warnings.isEmpty)
        // The contract's English is there as ever.
        #expect(draft.keptJSON["warnings"] == .array(draft.warnings.map { .string($0.english) }))
    }
}
