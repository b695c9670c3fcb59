/// How urgent a task is. Three levels, as in the draft JSON contract.
public enum Priority: String, Sendable, Hashable, CaseIterable, Comparable {
    case low, normal, high

    /// Accepts the contract's names and Taskwarrior's `H`/`M`/`L`, case-insensitively.
    public init?(loose text: some StringProtocol) {
        switch text.lowercased() {
        case "low", "l": self = .low
        case "normal", "medium", "m", "n": self = .normal
        case "high", "h": self = .high
        default: return nil
        }
    }

    /// Sorting rank: high first.
    public var rank: Int {
        switch self {
        case .high: return 0
        case .normal: return 1
        case .low: return 2
        }
    }

    public static func < (a: Priority, b: Priority) -> Bool { a.rank > b.rank }
}
