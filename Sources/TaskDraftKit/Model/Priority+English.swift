/// A priority as a person reads it; the contract's name is `rawValue`.
extension Priority: LocalizedText {
    public var english: String {
        switch self {
        case .unset: return "none"
        case .low: return "low"
        case .medium: return "medium"
        case .high: return "high"
        }
    }
}
