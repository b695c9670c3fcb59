import TaskDraftKit

extension ExportLeftOut {
    var english: String {
        func some(_ n: Int, _ one: String, _ other: String) -> String { "\(n) " + English.plural(n, one, other) }
        switch self {
        case .tasksNotOpen(let format, let n):
            return "\(format): " + some(n, "done or deleted task was", "done or deleted tasks were") + " left out; the format holds open tasks only"
        case .reminders(let format, let n):
            return "\(format): " + some(n, "reminder was", "reminders were") + " left out; the format has no place for reminders"
        case .linksOutside(let format, let n):
            return "\(format): " + some(n, "dependency on a task not in the file was", "dependencies on tasks not in the file were")
                + " left out"
        case .parentsOutside(let format, let n):
            return "\(format): " + some(n, "task's parent is", "tasks' parents are")
                + " not in the file; " + English.plural(n, "that task is", "those tasks are") + " written at the top"
        case .subtaskProjects(let format, let n):
            return "\(format): " + some(n, "subtask's project was", "subtasks' projects were")
                + " left out; the format puts a subtask in the project of the task at the top of its tree"
        case .titleLabels(let format, let n):
            return "\(format): " + some(n, "title holds", "titles hold")
                + " a word starting with @, which Todoist reads as a label; such a word comes back as a tag, not in the title"
        case .uncompletableTitles(let format, let n):
            return "\(format): " + some(n, "title starts", "titles start") + " with \"* \", which Todoist reads as a task that cannot be completed; "
                + "import brings " + English.plural(n, "it", "them") + " back as written"
        case .rulesWithoutWords(let format, let n):
            return "\(format): " + some(n, "repeat rule was", "repeat rules were") + " left out; the format has no words for "
                + English.plural(n, "it", "them")
        case .tasksDeleted(let format, let n):
            return "\(format): " + some(n, "deleted task was", "deleted tasks were") + " left out; the format has no place for deleted tasks"
        case .field(let format, let label, let n):
            return "\(format): the field \(label.english) of " + some(n, "task was", "tasks were") + " left out; the format has no place for it"
        }
    }
}
