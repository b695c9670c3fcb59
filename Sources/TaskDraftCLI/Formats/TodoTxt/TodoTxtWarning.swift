import TaskDraftKit

/// What reading a todo.txt line could not carry over.
enum TodoTxtWarning: DraftWarningMessage {
    /// A `rec:` value that is not a recurrence todo.txt tools write (`rec:sometimes`).
    case recurrenceNotUnderstood(String)
    /// A second `key:value` on the line for a key a task has one value of: the first is taken,
    /// this one kept in the notes.
    case secondValue(key: String, String)

    static let samples: [TodoTxtWarning] = [.recurrenceNotUnderstood("иногда"), .secondValue(key: "uid", "b2")]
}
