/// The fields some words name, as far as sharing them between tasks goes.
struct ContextFields: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let day = ContextFields(rawValue: 1 << 0)
    static let time = ContextFields(rawValue: 1 << 1)
    static let priority = ContextFields(rawValue: 1 << 2)
    static let project = ContextFields(rawValue: 1 << 3)
    static let recurrence = ContextFields(rawValue: 1 << 4)
    /// Tags add up; they never stand in another's way.
    static let tags = ContextFields(rawValue: 1 << 5)

    /// The fields where a task's own value and a shared one cannot both hold.
    var exclusive: ContextFields { subtracting(.tags) }
}

/// Words that are context only: a date, a time, a priority, a project, a repeat rule or tags,
/// and no words of a task ("By Monday", "До обеда", "W piątek", "Project Apollo", "urgent").
struct ContextPhrase: Sendable, Hashable {
    /// The words as they go in front of (or after) each task they govern.
    var text: String
    var fields: ContextFields
}
