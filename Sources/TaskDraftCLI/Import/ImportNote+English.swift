import TaskDraftKit

extension ImportNote {
    var english: String {
        switch self {
        case .keptInNotes(let format, let names):
            return "\(format) fields with no place here were kept in the tasks' notes: " + names.joined(separator: ", ")
        case .linkNotWritten(let line, let task, let problem):
            return "line \(line): task \(task) was imported without one of its dependencies: " + problem.english
        case .moreLinksNotWritten(let count):
            return "\(count) more " + English.plural(count, "dependency was", "dependencies were") + " not written"
        case .parentNotFound(let line, let task, let uid):
            return "line \(line): the parent \(RefusedValue.quoted(uid)) of task \(task) is neither in the file nor among your tasks; "
                + "the task keeps it and goes under its parent when that arrives"
        case .parentRefused(let line, let task, let problem): return "line \(line): task \(task) was put at the top: \(problem.english)"
        case .deeperThanAllowed(let line, let task, let most):
            return "line \(line): task \(task) sits more than \(most) levels down; it is kept as the file has it"
        case .moreParentNotes(let count): return "\(count) more " + English.plural(count, "task like these is", "tasks like these are") + " not listed"
        case .numbersNotInFile(let line, let task, let field, let numbers):
            let listed = numbers.map(String.init).joined(separator: ",")
            return "line \(line): task \(task) has \(field) \(listed), "
                + English.plural(numbers.count, "a number no record of the file has as its id; it is", "numbers no record of the file has as its id; they are")
                + " kept as the task's annotation \"imported: \(field)=\(listed)\""
        case .moreNumbersNotInFile(let count):
            return "\(count) more " + English.plural(count, "record", "records") + " named numbers no record of the file has"
        }
    }
}
