import TaskDraftKit
import TaskDraftModels

/// The English wording of the words a command refuses.
extension WordsRefusalMessage {
    var english: String {
        switch self {
        case .emptyText: return "the task's text is empty"
        case .emptyGoal: return "the goal's text is empty"
        case .notInCalendar(let written): return "\"\(written)\" is not a date in the calendar; nothing written"
        case .wordsTooLong(let count, let most):
            return "the words have \(count) \(English.plural(count, "character", "characters")), at most \(most) are read at once; nothing drafted"
        case .setTaskTooLong(let n, let count, let most):
            return "task \(n) of the notes has \(count) \(English.plural(count, "character", "characters")), at most \(most) are read at once; "
                + "split it or shorten it; nothing drafted"
        case .draftHasNoTitle(let verb?): return "\"\(verb)\" alone does not say what the task is; say what to do; nothing written"
        case .draftHasNoTitle(nil):
            return "nothing in the text is left for a title (only when, tags or priority); say what the task is; nothing written"
        case .setDraftHasNoTitle(let n, let source):
            return "nothing in the words of task \(n) (\"\(source)\") is left for a title (only when, tags or priority); "
                + "say what each task is; nothing written"
        case .filterProblem(let problem): return problem.description
        case .dueNamesNoDate(let option, let value): return "\(option) '\(value)' names no date or time"
        case .dueIsSomeday(let option, let value):
            return "\(option) '\(value)' is Taskwarrior's 9999-12-30, past \(SupportedDates.last), the last date kept here (an import "
                + "reads such a task without it and keeps it in the notes); write a date, such as \(SupportedDates.last) for "
                + "good, or none"
        case .dueNotInCalendar(let option, let value, let written): return "\(option) '\(value)': \"\(written)\" is not a date in the calendar"
        case .attributeRefused(let refusal): return refusal.english
        }
    }
}
