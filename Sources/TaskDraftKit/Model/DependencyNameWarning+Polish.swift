extension DependencyNameWarning {
    public var polish: String {
        switch self {
        case .several(let phrase, let tasks, let more):
            let named = tasks.map { "\($0.id) \(Polish.quoted($0.title))" }.joined(separator: ", ") + (more ? " i innych" : "")
            return "\(Polish.quoted(Self.shown(phrase))) pasuje do kilku otwartych zadań, więc nic nie powiązano: \(named); "
                + "wskaż jedno numerem („po zadaniu \(example)”)"
        }
    }
}
