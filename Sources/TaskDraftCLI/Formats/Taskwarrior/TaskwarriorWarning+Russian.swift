import TaskDraftKit

extension TaskwarriorWarning {
    var russian: String {
        switch self {
        case .recurrenceNotCarried(let recur):
            return "у recur \(Russian.quoted(recur)) нет соответствия в RRULE; задача импортирована без повтора"
        }
    }
}
