import TaskDraftKit

/// The Russian wording of what `remind` says.
extension RemindMessage {
    var russian: String {
        switch self {
        case .body(let due, let task): return due.map { "Срок \($0) · задача \(task)" } ?? "Задача \(task)"
        case .overdue(let n):
            return "\(Russian.plural(n, "Просрочена", "Просрочены", "Просрочено")) \(n) \(Russian.plural(n, "задача", "задачи", "задач"))"
        case .count(let n, let overdue):
            return "\(n) \(Russian.plural(n, "напоминание", "напоминания", "напоминаний"))" + (overdue > 0 ? ", просрочено: \(overdue)" : "")
        case .summaryLine(let task, let title, let due): return "\(task) " + title + (due.map { " (срок \($0))" } ?? "")
        case .more(let n): return "и ещё \(n): taskdraft list due:overdue"
        case .line(let text): return "напоминание: " + text
        case .done: return "Готово"
        case .snooze: return "Отложить на 10 мин"
        case .noDesktop(let reason):
            return "уведомлений на рабочем столе нет (\(TerminalText.line(reason.russian))); напоминания идут в stderr"
        case .notifierFailed(let reason): return "сервер уведомлений дал сбой (\(TerminalText.line(reason.russian)))"
        case .snoozed(let task, let until): return "Отложено до \(until): \(task)"
        }
    }
}
