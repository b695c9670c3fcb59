import TaskDraftKit

/// What splitting words into tasks says about a draft.
public enum SplitWarning: DraftWarningMessage, CaseIterable {
    /// The splitter was unsure: the words may hold more than one task.
    case maybeSeveral
}
