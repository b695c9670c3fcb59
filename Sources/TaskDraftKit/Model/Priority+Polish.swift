extension Priority {
    public var polish: String {
        switch self {
        case .low: return "niski"
        case .normal: return "normalny"
        case .high: return "wysoki"
        }
    }
}
