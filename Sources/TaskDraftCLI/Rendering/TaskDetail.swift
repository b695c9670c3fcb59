import TaskDraftKit

/// `show ID`: every field of one task, one per line.
enum TaskDetail {
    static func render(_ task: Task, zone: Zone, style: Style, language: String) -> String {
        var lines: [(String, String)] = [
            ("ID", String(task.id)), ("Title", TerminalText.line(task.title)), ("Status", task.status.rawValue),
            ("Priority", task.priority.rawValue),
        ]
        if let due = task.due { lines.append(("Due", HumanDate.full(due))) }
        if let project = task.project { lines.append(("Project", TerminalText.line(project))) }
        if !task.tags.isEmpty { lines.append(("Tags", TerminalText.line(task.tags.joined(separator: ", ")))) }
        if let recurrence = task.recurrence { lines.append(("Repeats", RecurrenceText.words(recurrence, language: language))) }
        if let notes = task.notes { lines.append(("Notes", TerminalText.lines(notes))) }
        lines.append(("Created", zone.zoned(task.createdAt).description))
        lines.append(("Modified", zone.zoned(task.modifiedAt).description))
        if let completed = task.completedAt { lines.append(("Completed", zone.zoned(completed).description)) }
        lines.append(("UUID", TerminalText.line(task.uuid)))
        return lines.map { style.bold($0.0.padded(toWidth: 10)) + " " + $0.1 }.joined(separator: "\n") + "\n"
    }

    /// One line naming a task: `3 "Submit the report" (due Thu 3 Dec 2026 15:00 (+03:00))`.
    static func oneLine(_ task: Task) -> String {
        var s = "\(task.id) \"\(TerminalText.line(task.title))\""
        if let due = task.due { s += " (due \(HumanDate.full(due)))" }
        return s
    }
}
