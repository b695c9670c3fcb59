/// The order a list is in (`list sort:NAME`, `next`).
public enum TaskOrder: String, Sendable, Hashable, CaseIterable {
    /// By deadline (none last), then priority (high first), then id: the agenda.
    case due
    /// Most urgent first, by `UrgencyCoefficients` (Taskwarrior's `next`).
    case urgency
    /// Highest priority first, then by deadline as `due`.
    case priority
    /// Newest first: what was just added.
    case created
}
