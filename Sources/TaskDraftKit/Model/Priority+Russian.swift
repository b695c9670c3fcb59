extension Priority {
    public var russian: String {
        switch self {
        case .low: return "низкий"
        case .normal: return "обычный"
        case .high: return "высокий"
        }
    }
}
