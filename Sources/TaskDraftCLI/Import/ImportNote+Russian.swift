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
            return "строка \(line): родительской задачи \(Russian.quoted(RefusedValue.shown(uid))) для задачи \(task) нет ни в файле, ни среди ваших задач; "
                + "ссылка сохранена, и задача встанет под неё, когда та появится"
        case .parentRefused(let line, let task, let problem):
            return "строка \(line): задача \(task) поставлена на верхний уровень: \(problem.russian)"
        case .deeperThanAllowed(let line, let task, let most):
            return "строка \(line): задача \(task) вложена глубже \(most) \(Russian.plural(most, "уровня", "уровней", "уровней")); "
                + "она сохранена, как в файле"
        case .moreParentNotes(let count): return "ещё \(count) \(Russian.plural(count, "такая задача не перечислена", "такие задачи не перечислены", "таких задач не перечислено"))"
        case .numbersNotInFile(let line, let task, let field, let numbers):
            let listed = numbers.map(String.init).joined(separator: ",")
            // After «а», the records and values are one or more, not a numeral's form: with 21
            // numbers they are «записей с такими номерами», so not Russian.plural.
            return "строка \(line): у задачи \(task) поле \(field) ссылается на \(numbers.count) "
                + Russian.plural(numbers.count, "номер", "номера", "номеров") + " (\(listed)), а "
                + (numbers.count == 1 ? "записи с таким номером" : "записей с такими номерами") + " в файле нет; "
                + (numbers.count == 1 ? "значение сохранено" : "значения сохранены") + " в заметке задачи"
        case .moreNumbersNotInFile(let count):
            return "ещё \(count) \(Russian.plural(count, "запись ссылается", "записи ссылаются", "записей ссылаются")) на номера, которых нет в файле"
        }
    }
}
