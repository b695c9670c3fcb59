import TaskDraftKit

/// The Polish wording of what a command says once it has written.
extension ResultMessage {
    var polish: String {
        switch self {
        case .taskLine(let id, let title, let due): return "\(id) „\(title)”" + (due.map { " (termin \($0))" } ?? "")
        case .created(let task): return "Utworzono " + task
        case .alreadyPresent(let task): return "Już jest: " + task
        case .notCreated(let reason): return "Nie utworzono: " + reason
        case .completed(let task): return "Wykonano " + task
        case .alreadyDone(let task): return "Już wykonane: " + task
        case .nextOccurrence(let task): return "Następne powtórzenie: " + task
        case .completeSubtasksQuestion(let n):
            return "Wykonać też \(n) \(Polish.plural(n, "otwarte podzadanie", "otwarte podzadania", "otwartych podzadań"))? [t/N] "
        case .keptNothingCompleted: return "Zostawiono otwarte; nic nie wykonano."
        case .completedSubtasks(let n): return "i \(n) \(Polish.plural(n, "podzadanie", "podzadania", "podzadań")) pod nim"
        case .deleteQuestion(let task): return "Usunąć \(task)? [t/N] "
        case .kept: return "Zostawiono."
        case .keptNothingDeleted: return "Zostawiono; nic nie usunięto."
        case .deleted(let task): return "Usunięto " + task
        case .changedTask(let task): return "Zmieniono " + task
        case .unchangedTask(let task): return "Bez zmian: " + task
        case .noChangeFound(let words): return "Nie znalazłem zmiany w „\(words)”; spróbuj „na piątek” albo „pilne”."
        case .undone(let summary): return "Cofnięto: " + TerminalText.line(summary.polish)
        case .nothingToUndo: return "Nie ma czego cofnąć."
        case .nothingLeftToUndo: return "nie ma czego cofnąć"
        }
    }
}
