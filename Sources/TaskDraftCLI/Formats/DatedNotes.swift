import TaskDraftKit

/// The fields whose value is a list of dated notes, by the kind of their value
/// (`FieldReading.dated`), in table order: Taskwarrior writes them as a task's annotations
/// (`TaskwarriorTree.annotations`), Todoist's CSV each as a note row under its task, and todo.txt
/// has no place for one (`TodoTxtTaskWriter.noPlace`).
enum DatedNotes {
    static let fields: [FieldLabel] = TaskField.draftFields.compactMap { field in
        guard case .dated? = field.label?.reading(of: TaskDraft(title: "")) else { return nil }
        return field.label
    }

    /// `task`'s dated notes, field by field.
    static func of(_ task: Task) -> [Annotation] {
        fields.flatMap { label -> [Annotation] in
            guard case .dated(let notes)? = label.reading(of: task) else { return [] }
            return notes
        }
    }
}
