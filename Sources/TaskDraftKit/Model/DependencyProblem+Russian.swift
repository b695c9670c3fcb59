extension DependencyProblem {
    public var russian: String {
        switch self {
        case .itself(let id): return "задача \(id) не может зависеть от самой себя"
        case .cycle(let ids):
            return "зависимости замкнулись бы в круг, \(Self.path(ids)): каждая задача ждала бы следующую, и ни одну нельзя было бы начать"
        case .noTask(let id): return "нет задачи \(id), от которой можно зависеть"
        case .noUID(let uid): return "нет задачи с UID \(Russian.quoted(RefusedValue.shown(uid))), от которой можно зависеть"
        case .tooMany(let count, let most):
            return "\(count) \(Russian.plural(count, "зависимость", "зависимости", "зависимостей")): задача может зависеть не больше чем от \(most) \(Russian.plural(most, "задачи", "задач", "задач"))"
        }
    }
}
