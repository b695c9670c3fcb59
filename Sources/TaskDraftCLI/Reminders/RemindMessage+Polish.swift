import TaskDraftKit

/// The Polish wording of what `remind` says.
extension RemindMessage {
    var polish: String {
        switch self {
        case .body(let due, let task): return due.map { "Termin \($0) · zadanie \(task)" } ?? "Zadanie \(task)"
        case .overdue(let n): return "Zaległe: \(n) \(Polish.plural(n, "zadanie", "zadania", "zadań"))"
        case .count(let n, let overdue):
            return "\(n) \(Polish.plural(n, "przypomnienie", "przypomnienia", "przypomnień"))" + (overdue > 0 ? ", zaległe: \(overdue)" : "")
        case .summaryLine(let task, let title, let due): return "\(task) " + title + (due.map { " (termin \($0))" } ?? "")
        case .more(let n): return "i jeszcze \(n): taskdraft list due:overdue"
        case .line(let text): return "przypomnienie: " + text
        case .done: return "Zrobione"
        case .snooze: return "Odłóż o 10 min"
        case .noDesktop(let reason):
            return "brak powiadomień na pulpicie (\(TerminalText.line(reason.polish))); przypomnienia idą na stderr"
        case .notifierFailed(let reason): return "serwer powiadomień zawiódł (\(TerminalText.line(reason.polish)))"
        case .snoozed(let task, let until): return "Odłożono do \(until): \(task)"
        }
    }
}
