import TaskDraftKit

/// What `list`, `next` and the REPL's lists say: the table's headings, a priority's letter and a
/// status in a cell (as `show` names a status too), no tasks, and how many more the filters left out. A case of the terminal's
/// catalogue (`Message.lists`), worded in `ListMessage+English`, `+Russian` and `+Polish`.
enum ListMessage: LocalizedText {
    case noTasks, moreTasks(Int), overMoreTasks(Int)
    case columnID, columnDue, columnPriority, columnUrgency, columnStatus, columnTitle, columnProject, columnTags
    case priorityLetter(Priority), status(TaskStatus)

    static let samples: [ListMessage] = [
        .noTasks, .moreTasks(12), .overMoreTasks(1000),
        .columnID, .columnDue, .columnPriority, .columnUrgency, .columnStatus, .columnTitle, .columnProject, .columnTags,
        // `.priorityLetter(.unset)` is the blank column of a task with no priority, in every language.
        .priorityLetter(.high), .priorityLetter(.medium), .priorityLetter(.low),
    ] + TaskStatus.allCases.map(ListMessage.status)
}
