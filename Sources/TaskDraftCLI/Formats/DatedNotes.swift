import TaskDraftKit

/// The fields whose value is a list of dated notes, by the kind of their value
/// (`FieldReading.dated`), in table order: Todoist's CSV writes each as a note row under its
/// task, and todo.txt has no place for one (`TodoTxtTaskWriter.noPlace`). Taskwarrior writes each
/// field's under the attribute its row declares (`TaskwarriorRecord.datedNotes`), and a row of
/// this kind declares one (`TaskField.DatedPart`).
enum DatedNotes {
    static let fields: [FieldLabel] = TaskField.draftFields.compactMap { field in
        guard case .dated? = field.label?.reading(of: TaskDraft(title: "")) else { return nil }
        return field.label
    }

    /// The draft key a format that dates its notes one by one (Taskwarrior's annotations,
    /// Todoist's note rows) puts them under in a record (`RecordFields.more`), as a list of
    /// `{"entry", "text"}` objects: the first such field's.
    static let key = fields.first?.rawValue ?? ""

    /// `task`'s dated notes, field by field.
    static func of(_ task: Task) -> [Annotation] {
        fields.flatMap { label -> [Annotation] in
            guard case .dated(let notes)? = label.reading(of: task) else { return [] }
            return notes
        }
    }
}
