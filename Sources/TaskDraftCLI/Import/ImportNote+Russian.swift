import TaskDraftKit

extension ImportNote {
    var russian: String {
        switch self {
        case .keptInNotes(let format, let names):
            return "поля \(format), которым здесь нет места, сохранены в заметках задач: " + names.joined(separator: ", ")
        case .linkNotWritten(let line, let task, let problem):
            return "строка \(line): задача \(task) импортирована без одной из зависимостей: " + problem.russian
        case .moreLinksNotWritten(let count):
            return "ещё \(count) \(Russian.plural(count, "зависимость не записана", "зависимости не записаны", "зависимостей не записано"))"
        }
    }
}
