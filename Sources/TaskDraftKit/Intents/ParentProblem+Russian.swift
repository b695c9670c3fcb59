extension ParentProblem {
    public var russian: String {
        switch self {
        case .notFound(.id(let id)): return "нет задачи \(id), которая могла бы стать родительской"
        case .notFound(.uid(let uid)): return "нет задачи с UID \(Russian.quoted(RefusedValue.shown(uid))), которая могла бы стать родительской"
        case .ownParent(let id): return "задача \(id) не может быть подзадачей самой себя"
        case .cycle(let task, let parent):
            return "задача \(parent) уже подзадача задачи \(task) и не может стать её родительской"
        case .tooDeep(let most):
            return "подзадачи вкладываются не глубже \(most) \(Russian.plural(most, "уровня", "уровней", "уровней"))"
        case .openSubtasks(let task, let count):
            let steps = "\(count) \(Russian.plural(count, "открытая подзадача", "открытые подзадачи", "открытых подзадач"))"
            return "у задачи \(task) \(steps); сначала выполните их или все сразу: `taskdraft done \(task) --yes`"
        }
    }
}
