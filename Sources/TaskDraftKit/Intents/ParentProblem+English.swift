extension ParentProblem {
    public var english: String {
        switch self {
        case .notFound(.id(let id)): return "no task \(id) to be the parent"
        case .notFound(.uid(let uid)): return "no task with UID \(RefusedValue.quoted(uid)) to be the parent"
        case .ownParent(let id): return "task \(id) cannot be its own parent"
        case .cycle(let task, let parent):
            return "task \(parent) is already a subtask of task \(task), so it cannot be its parent"
        case .tooDeep(let most): return "subtasks go at most \(most) levels deep"
        case .openSubtasks(let task, let count):
            let steps = "\(count) open " + English.plural(count, "subtask", "subtasks")
            return "task \(task) has \(steps); complete them first, or all at once with `taskdraft done \(task) --yes`"
        }
    }
}
