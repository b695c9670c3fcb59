import Testing
import TaskDraftKit

/// A draft has a title a person can commit only when it is neither empty nor the placeholder
/// a drafter uses when nothing was left for one.
@Suite struct DraftTitleTests {
    @Test func emptyBlankAndPlaceholderTitlesAreNoTitle() {
        for title in ["", "   ", TaskDraft.placeholderTitle, " \(TaskDraft.placeholderTitle) "] {
            #expect(!TaskDraft(title: title).hasTitle, "\(title)")
        }
        for title in ["Созвон", "Untitled", "Untitled task list", "買牛奶 🥛"] {
            #expect(TaskDraft(title: title).hasTitle, "\(title)")
        }
    }
}
