import TaskDraftKit

/// The Polish wording of what the task lists say.
extension ListMessage {
    var polish: String {
        switch self {
        case .noTasks: return "Brak zadań."
        case .moreTasks(let hidden): return "… i jeszcze \(hidden); zawęź filtrami albo dodaj --all"
        case .overMoreTasks(let hidden): return "… i jeszcze ponad \(hidden); zawęź filtrami albo dodaj --all"
        case .columnID: return "Nr"
        case .columnDue: return "Termin"
        case .columnPriority: return "Pr"
        case .columnUrgency: return "Pilność"
        case .columnStatus: return "Stan"
        case .columnTitle: return "Zadanie"
        case .columnProject: return "Projekt"
        case .columnTags: return "Tagi"
        case .priorityLetter(let p):
            switch p {
            case .high: return "W"
            case .medium: return "Ś"
            case .low: return "N"
            case .unset: return ""
            }
        case .status(let status):
            switch status {
            case .pending: return "czeka"
            case .done: return "wykonane"
            case .deleted: return "usunięte"
            }
        }
    }
}
