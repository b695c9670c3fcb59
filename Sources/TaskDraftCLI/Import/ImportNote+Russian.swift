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
        case .parentNotFound(let line, let task, let uid):
            return "строка \(line): родительской задачи \(Russian.quoted(uid)) для задачи \(task) нет ни в файле, ни среди ваших задач; "
                + "ссылка сохранена, и задача встанет под неё, когда та появится"
        case .parentRefused(let line, let task, let problem):
            return "строка \(line): задача \(task) поставлена на верхний уровень: \(problem.russian)"
        case .deeperThanAllowed(let line, let task, let most):
            return "строка \(line): задача \(task) вложена глубже \(most) \(Russian.plural(most, "уровня", "уровней", "уровней")); "
                + "она сохранена, как в файле"
        case .moreParentNotes(let count): return "ещё \(count) \(Russian.plural(count, "такая задача", "такие задачи", "таких задач")) не перечислены"
        case .numbersNotInFile(let line, let task, let field, let numbers):
            return "строка \(line): у задачи \(task) поле \(field) задано номером \(numbers), а записи с таким номером в файле нет; "
                + "значение сохранено в заметке задачи"
        case .moreNumbersNotInFile(let count):
            return "ещё \(count) \(Russian.plural(count, "запись ссылается", "записи ссылаются", "записей ссылаются")) на номера, которых нет в файле"
        }
    }
}
