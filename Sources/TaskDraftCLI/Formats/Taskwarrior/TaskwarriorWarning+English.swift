import TaskDraftKit

extension TaskwarriorWarning {
    var english: String {
        switch self {
        case .recurrenceNotCarried(let recur): return "recur \"\(recur)\" has no RRULE equivalent here; imported without repeating"
        case .treeLinkUnreadable(let text):
            return "the annotation \"\(TaskwarriorWarning.excerpt(text))\" is worded as a subtask link but names something other than task UUIDs; kept as a note"
        case .secondParent(let text):
            return "the annotation \"\(TaskwarriorWarning.excerpt(text))\" names a second parent (a task has one, the first named); kept as a note"
        case .dateBeyondRange(let attribute, let value):
            return "\(attribute) \"\(value)\" is past \(SupportedDates.last), the last date kept here (Taskwarrior writes someday and "
                + "later as 9999-12-30); imported without it, and kept in the notes"
        }
    }
}
