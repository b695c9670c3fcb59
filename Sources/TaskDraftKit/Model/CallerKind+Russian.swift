extension CallerKind {
    public var russian: String {
        switch self {
        case .human: return "человек"
        case .script: return "скрипт"
        case .agent: return "агент"
        case .sync: return "синхронизация"
        case .system: return "система"
        }
    }
}
