extension DependencyNameWarning {
    public var russian: String {
        switch self {
        case .several(let phrase, let tasks, let more):
            let named = tasks.map { "\($0.id) \(Russian.quoted($0.title))" }.joined(separator: ", ") + (more ? " и другим" : "")
            return "\(Russian.quoted(Self.shown(phrase))) подходит к нескольким открытым задачам, поэтому связь не создана: \(named); "
                + "назовите одну по номеру («после задачи \(example)»)"
        }
    }
}
