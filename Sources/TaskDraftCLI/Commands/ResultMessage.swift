import TaskDraftKit

/// What a command or the REPL says once it has written, or chose not to: the task it names
/// (`taskLine`, what `Console.line(naming:)` makes), created, completed, deleted, changed or
/// undone, and the questions `done` and `delete` ask first. Worded in `ResultMessage+English`,
/// `+Russian` and `+Polish`.
enum ResultMessage: LocalizedText {
    case taskLine(id: Int64, title: String, due: String?)
    case created(String), alreadyPresent(String), notCreated(String)
    case completed(String), alreadyDone(String), nextOccurrence(String)
    /// `done` on a parent with open subtasks, on a terminal; and what came of it.
    case completeSubtasksQuestion(count: Int), keptNothingCompleted, completedSubtasks(Int)
    case deleteQuestion(String), kept, keptNothingDeleted, deleted(String)
    case changedTask(String), unchangedTask(String), noChangeFound(String)
    case undone(UndoSummary), nothingToUndo, nothingLeftToUndo

    static let samples: [ResultMessage] = [
        .taskLine(id: 3, title: "Call Anna", due: "Fri 4 Dec"), .taskLine(id: 3, title: "Call Anna", due: nil),
        .created("3 \"Call Anna\""), .alreadyPresent("3 \"Call Anna\""), .notCreated("the title is empty"),
        .completed("3 \"Call Anna\""), .alreadyDone("3 \"Call Anna\""), .nextOccurrence("4 \"Call Anna\""),
        .completeSubtasksQuestion(count: 1), .completeSubtasksQuestion(count: 5), .keptNothingCompleted, .completedSubtasks(2),
        .deleteQuestion("3 \"Call Anna\""), .kept, .keptNothingDeleted, .deleted("3 \"Call Anna\""),
        .changedTask("3 \"Call Anna\""), .unchangedTask("3 \"Call Anna\""), .noChangeFound("blorp"),
        .nothingToUndo, .nothingLeftToUndo,
    ] + UndoSummary.samples.map(ResultMessage.undone)
}
