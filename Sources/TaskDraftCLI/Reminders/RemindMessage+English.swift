import TaskDraftKit

/// The English wording of what `remind` says.
extension RemindMessage {
    var english: String {
        switch self {
        case .body(let due, let task): return due.map { "Due \($0) · task \(task)" } ?? "Task \(task)"
        case .overdue(let n): return "\(n) overdue \(English.plural(n, "task", "tasks"))"
        case .count(let n, let overdue):
            return "\(n) \(English.plural(n, "reminder", "reminders"))" + (overdue > 0 ? ", \(overdue) overdue" : "")
        case .summaryLine(let task, let title, let due): return "\(task) " + title + (due.map { " (due \($0))" } ?? "")
        case .more(let n): return "and \(n) more: taskdraft list due:overdue"
        case .line(let text): return "reminder: " + text
        case .done: return "Done"
        case .snooze: return "Snooze 10 min"
        case .noDesktop(let reason):
            return "no desktop notifications (\(TerminalText.line(reason.english))); reminders go to stderr"
        case .notifierFailed(let reason): return "the notification server failed (\(TerminalText.line(reason.english)))"
        case .snoozed(let task, let until): return "Snoozed \(task) until \(until)"
        }
    }
}
