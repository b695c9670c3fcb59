import TaskDraftKit

/// What reading a todo.txt line could not carry over.
enum TodoTxtWarning: DraftWarningMessage {
    /// A `rec:` value that is not a recurrence todo.txt tools write (`rec:sometimes`).
    case recurrenceNotUnderstood(String)

    static let samples: [TodoTxtWarning] = [.recurrenceNotUnderstood("иногда")]
}
