/// A field urgency weighs by how many values a task holds of it, as Taskwarrior weighs tags and
/// annotations (`urgency.tags.coefficient`, `urgency.annotations.coefficient`): 0.8 for one,
/// 0.9 for two, 1.0 for more, times the coefficient a Skills file sets by the field's name. The
/// row says which of its columns holds the count, so neither `UrgencyCoefficients` nor the
/// store's urgency (`TaskStore+Urgency.swift`) names such a field.
extension TaskField {
    public struct UrgencyCount: Sendable {
        /// The column the row writes with how many values the task holds (never read back).
        public let column: String
        /// The coefficient when no Skills file sets one: Taskwarrior's.
        public let coefficient: Double
    }

    /// The fields urgency weighs by their count, in table order.
    public static let countedByUrgency: [(field: TaskField, count: UrgencyCount)] = all.compactMap { field in
        field.urgencyCount.map { (field, $0) }
    }
}
