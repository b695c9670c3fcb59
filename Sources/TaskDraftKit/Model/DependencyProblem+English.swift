extension DependencyProblem {
    public var english: String {
        switch self {
        case .itself(let id): return "task \(id) cannot depend on itself"
        case .cycle(let ids):
            return "that would make a dependency cycle, \(Self.path(ids)): each task would wait for the next, and none could start"
        case .noTask(let id): return "there is no task \(id) to depend on"
        case .noUID(let uid): return "there is no task with UID \(RefusedValue.quoted(uid)) to depend on"
        case .tooMany(let count, let most): return "\(count) dependencies: a task may depend on at most \(most) tasks"
        }
    }
}
