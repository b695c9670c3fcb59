import TaskDraftKit

/// The tasks a task waits for, read by the kind of their field's value (`FieldReading.tasks`,
/// the field of `TaskField.tasksKey`), as `DatedNotes` reads dated notes: Taskwarrior writes
/// them in its `depends` with the tree's steps (`TaskwarriorTaskWriter`), Todoist's CSV each as a
/// DESCRIPTION line (`TodoistDescription`), and todo.txt each as a word (`TodoTxtTaskWriter`,
/// which walks every field whose value names tasks).
enum TaskLinks {
    static let field = FieldLabel(rawValue: TaskField.tasksKey)

    /// `task`'s links, in the order it keeps them.
    static func of(_ task: Task) -> [TaskLink] {
        guard case .tasks(let links)? = field?.reading(of: task) else { return [] }
        return links
    }
}
