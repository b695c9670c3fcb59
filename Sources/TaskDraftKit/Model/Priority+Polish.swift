extension Priority {
    public var polish: String {
        switch self {
        case .unset: return "brak"
        case .low: return "niski"
        case .medium: return "średni"
        case .high: return "wysoki"
        }
    }
}
