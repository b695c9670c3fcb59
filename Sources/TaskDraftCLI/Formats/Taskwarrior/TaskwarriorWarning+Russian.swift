import TaskDraftKit

extension TaskwarriorWarning {
    var russian: String {
        switch self {
        case .recurrenceNotCarried(let recur):
            return "у recur \(Russian.quoted(recur)) нет соответствия в RRULE; задача импортирована без повтора"
        case .treeLinkUnreadable(let text):
            return "аннотация \(Russian.quoted(TaskwarriorWarning.excerpt(text))) записана как связь подзадачи, но называет не идентификаторы задач; сохранена как заметка"
        case .secondParent(let text):
            return "аннотация \(Russian.quoted(TaskwarriorWarning.excerpt(text))) называет второго родителя (у задачи он один, первый названный); сохранена как заметка"
        case .dateBeyondRange(let attribute, let value):
            return "\(attribute) \(Russian.quoted(value)) позже \(SupportedDates.last), последней даты, которую здесь можно хранить; "
                + "задача импортирована без неё, а дата сохранена в заметках"
        }
    }
}
