import TaskDraftKit

/// Todoist's CSV export, read as it is: TYPE, CONTENT, DESCRIPTION, PRIORITY, INDENT, AUTHOR,
/// RESPONSIBLE, DATE, DATE_LANG, TIMEZONE (and newer DURATION, DEADLINE columns).
/// - `task` rows: CONTENT with its `@labels`, and DATE in words ("every monday", "tomorrow"),
///   are drafted together; DESCRIPTION is the notes; PRIORITY 1 is the highest (p1 → high,
///   p2 → normal, p3 → low, p4 — Todoist's "no priority" — normal).
/// - `note` rows belong to the task above: their text is appended to its notes.
/// - `section` rows name the project of the tasks below them (unless a task names its own).
extension CSVReader {
    static func isTodoistHeader(_ names: [String]) -> Bool {
        let lowered = Set(names.map { $0.trimmingWhitespace().lowercased() })
        return lowered.contains("type") && lowered.contains("content")
    }

    /// Todoist's columns that carry nothing TaskDraft keeps: not reported as ignored.
    static func isTodoistColumn(_ name: String) -> Bool {
        ["indent", "author", "responsible", "date_lang", "timezone", "duration", "duration_unit", "deadline",
         "deadline_lang", "is_collapsed"].contains(name.trimmingWhitespace().lowercased())
    }

    static func todoistPriority(_ text: String) -> Result<Priority, FieldProblem> {
        switch text.trimmingWhitespace() {
        case "1": return .success(.high)
        case "2", "4": return .success(.normal)
        case "3": return .success(.low)
        default: return .failure(FieldProblem("priority", "\"\(text)\" is not a Todoist priority (1 is the highest, 4 the default)"))
        }
    }

    /// Groups rows into tasks: a task is handed on once the row after it is not one of its notes.
    func nextTodoist() -> ReaderItem? {
        while true {
            guard let item = nextRow() else {
                defer { heldTask = nil }
                return heldTask.map(ReaderItem.record)
            }
            guard case .record(var row) = item else {
                if case .skipped(_, "empty row") = item { continue }
                return item
            }
            switch row.todoistType ?? "task" {
            case "note":
                guard heldTask != nil else {
                    return .problem(RecordProblem(line: row.line, field: "type", "a note with no task above it"))
                }
                let text = row.text ?? ""
                heldTask!.fields.more["notes"] = .string(heldTask!.fields.more["notes"]?.stringValue.map { $0 + "\n\n" + text } ?? text)
            case "section":
                section = row.text.map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
                if let held = heldTask {
                    heldTask = nil
                    return .record(held)
                }
            case "task":
                if let date = row.todoistDate, !date.isEmpty { row.text = (row.text ?? "") + " " + date }
                if row.fields.project == nil { row.fields.project = section }
                let previous = heldTask
                heldTask = row
                if let previous { return .record(previous) }
            default:
                return .problem(RecordProblem(line: row.line, field: "type",
                                              "\"\(row.todoistType ?? "")\" is not task, note or section"))
            }
        }
    }
}

extension CSVReader.Column {
    init?(todoistHeader name: String) {
        switch name {
        case "type": self = .type
        case "content": self = .text
        case "description": self = .notes
        case "priority": self = .priority
        case "date": self = .date
        default: return nil
        }
    }
}
