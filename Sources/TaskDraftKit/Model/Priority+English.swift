/// A priority as a person reads it; the contract's name is `rawValue`.
extension Priority: LocalizedText {
    public var english: String {
        switch self {
        case .low: return "low"
        case .normal: return "normal"
        case .high: return "high"
        }
    }
}
