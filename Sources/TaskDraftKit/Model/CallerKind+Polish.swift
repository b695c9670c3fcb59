extension CallerKind {
    public var polish: String {
        switch self {
        case .human: return "człowiek"
        case .script: return "skrypt"
        case .agent: return "agent"
        case .sync: return "synchronizacja"
        case .system: return "system"
        }
    }
}
