extension DependencyNameWarning {
    public var english: String {
        switch self {
        case .several(let phrase, let tasks, let more):
            let named = tasks.map { "\($0.id) \"\($0.title)\"" }.joined(separator: ", ") + (more ? " and more" : "")
            return "\"\(Self.shown(phrase))\" names several open tasks, so none is linked: \(named); "
                + "name one by its number (\"after task \(example)\")"
        }
    }
}
