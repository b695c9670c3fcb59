import TaskDraftKit

/// The Russian wording of what the task lists say.
extension ListMessage {
    var russian: String {
        switch self {
        case .noTasks: return "Задач нет."
        case .moreTasks(let hidden): return "… и ещё \(hidden); сузьте список фильтрами или добавьте --all"
        case .overMoreTasks(let hidden): return "… и ещё более \(hidden); сузьте список фильтрами или добавьте --all"
        case .columnID: return "№"
        case .columnDue: return "Срок"
        case .columnPriority: return "Пр"
        case .columnUrgency: return "Сроч"
        case .columnStatus: return "Статус"
        case .columnTitle: return "Задача"
        case .columnProject: return "Проект"
        case .columnTags: return "Теги"
        case .priorityLetter(let p):
            switch p {
            case .high: return "В"
            case .medium: return "С"
            case .low: return "Н"
            case .unset: return ""
            }
        case .status(let status):
            switch status {
            case .pending: return "ожидает"
            case .done: return "готово"
            case .deleted: return "удалена"
            }
        }
    }
}
