extension Priority {
    public var russian: String {
        switch self {
        case .unset: return "нет"
        case .low: return "низкий"
        case .medium: return "средний"
        case .high: return "высокий"
        }
    }
}
