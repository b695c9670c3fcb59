/// How urgent a task is: the four levels Taskwarrior (none, L, M, H), Todoist (p4–p1) and
/// iCalendar (PRIORITY 0, 9, 5, 1) share. `unset` is what every task has until someone names
/// a level; `low` is a level named, so it ranks above `unset`, as Taskwarrior's L and Todoist's
/// p3 do (README "Priority levels" has the mapping both ways).
public enum Priority: String, Sendable, Hashable, CaseIterable, Comparable {
    // `unset` and not `none`, which an optional `Priority` would read as `Optional.none`.
    case unset = "none", low, medium, high

    /// Accepts the contract's names, Taskwarrior's `H`/`M`/`L`, and the three-level contract's
    /// `normal` (the level every task had, now `unset`) that older drafts, undo snapshots and
    /// agents still send, case-insensitively.
    public init?(loose text: some StringProtocol) {
        switch text.lowercased() {
        case "none", "normal", "n": self = .unset
        case "low", "l": self = .low
        case "medium", "med", "m": self = .medium
        case "high", "h": self = .high
        default: return nil
        }
    }

    /// Sorting rank: high first, unset last.
    public var rank: Int {
        switch self {
        case .high: return 0
        case .medium: return 1
        case .low: return 2
        case .unset: return 3
        }
    }

    public static func < (a: Priority, b: Priority) -> Bool { a.rank > b.rank }
}
