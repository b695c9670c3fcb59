import TaskDraftKit

/// The English wording of what a command says once it has written.
extension ResultMessage {
    var english: String {
        switch self {
        case .taskLine(let id, let title, let due): return "\(id) \"\(title)\"" + (due.map { " (due \($0))" } ?? "")
        case .created(let task): return "Created " + task
        case .alreadyPresent(let task): return "Already present: " + task
        case .notCreated(let reason): return "Not created: " + reason
        case .completed(let task): return "Completed " + task
        case .alreadyDone(let task): return "Already done: " + task
        case .nextOccurrence(let task): return "Next occurrence: " + task
        case .completeSubtasksQuestion(let n): return "Complete its \(n) open \(English.plural(n, "subtask", "subtasks")) too? [y/N] "
        case .keptNothingCompleted: return "Kept open; nothing completed."
        case .completedSubtasks(let n): return "and \(n) \(English.plural(n, "subtask", "subtasks")) under it"
        case .deleteQuestion(let task): return "Delete \(task)? [y/N] "
        case .kept: return "Kept."
        case .keptNothingDeleted: return "Kept; nothing deleted."
        case .deleted(let task): return "Deleted " + task
        case .changedTask(let task): return "Changed " + task
        case .unchangedTask(let task): return "Unchanged: " + task
        case .noChangeFound(let words): return "I did not find a change in \"\(words)\"; try \"make it friday\" or \"high priority\"."
        case .undone(let summary): return "Undone: " + TerminalText.line(summary.english)
        case .nothingToUndo: return "Nothing to undo."
        case .nothingLeftToUndo: return "nothing to undo"
        }
    }
}
