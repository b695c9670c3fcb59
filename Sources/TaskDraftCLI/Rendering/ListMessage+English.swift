import TaskDraftKit

/// The English wording of what the task lists say.
extension ListMessage {
    var english: String {
        switch self {
        case .noTasks: return "No tasks."
        case .moreTasks(let hidden): return "… and \(hidden) more; narrow with filters, or use --all"
        case .overMoreTasks(let hidden): return "… and over \(hidden) more; narrow with filters, or use --all"
        case .columnID: return "ID"
        case .columnDue: return "Due"
        case .columnPriority: return "Pri"
        case .columnUrgency: return "Urg"
        case .columnStatus: return "Status"
        case .columnTitle: return "Title"
        case .columnProject: return "Project"
        case .columnTags: return "Tags"
        case .priorityLetter(let p):
            switch p {
            case .high: return "H"
            case .medium: return "M"
            case .low: return "L"
            case .unset: return ""
            }
        case .status(let status):
            switch status {
            case .pending: return "pending"
            case .done: return "done"
            case .deleted: return "deleted"
            }
        }
    }
}
