import TaskDraftKit

/// The words of the desktop's search results: the "Add: …" line of a draft, a task's
/// description, the "Mark done" action, and the dates a line shows. Typed, rendered where the
/// answer is sent in the caller's language, and worded in English, Russian and Polish (one
/// exhaustive switch per language), since a person types a search in any of the three.
enum SearchMessage: Sendable {
    /// A draft the search offers to add, rendered as one line (`ResultLine`).
    case addDraft(String)
    /// A task a `done …` search offers to mark done.
    case completeTask(String)
    case taskNumber(Int64)
    case markDone
    case weekday(Weekday)
    case month(Int)
    case priorityHigh

    func text(_ language: SystemLanguage) -> String {
        switch language {
        case .english: return english
        case .russian: return russian
        case .polish: return polish
        }
    }

    private var english: String {
        switch self {
        case .addDraft(let line): return "Add: " + line
        case .completeTask(let line): return "Done: " + line
        case .taskNumber(let id): return "task \(id)"
        case .markDone: return "Mark done"
        case .weekday(let day): return ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][day.rawValue - 1]
        case .month(let month): return ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Self.index(month)]
        case .priorityHigh: return "high priority"
        }
    }

    private var russian: String {
        switch self {
        case .addDraft(let line): return "Добавить: " + line
        case .completeTask(let line): return "Готово: " + line
        case .taskNumber(let id): return "задача \(id)"
        case .markDone: return "Отметить выполненной"
        case .weekday(let day): return ["пн", "вт", "ср", "чт", "пт", "сб", "вс"][day.rawValue - 1]
        case .month(let month): return ["янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"][Self.index(month)]
        case .priorityHigh: return "важно"
        }
    }

    private var polish: String {
        switch self {
        case .addDraft(let line): return "Dodaj: " + line
        case .completeTask(let line): return "Zrobione: " + line
        case .taskNumber(let id): return "zadanie \(id)"
        case .markDone: return "Oznacz jako zrobione"
        case .weekday(let day): return ["pon", "wt", "śr", "czw", "pt", "sob", "niedz"][day.rawValue - 1]
        case .month(let month): return ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"][Self.index(month)]
        case .priorityHigh: return "ważne"
        }
    }

    private static func index(_ month: Int) -> Int { max(1, min(12, month)) - 1 }
}
