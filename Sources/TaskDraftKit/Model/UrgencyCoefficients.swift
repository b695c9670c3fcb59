/// How much each property of a task adds to its urgency, the number `next` and
/// `list sort:urgency` order by, as Taskwarrior's `urgency.*.coefficient` settings do.
///
/// A task's urgency is the sum over `terms` of coefficient × factor, each factor between 0
/// and 1 (README "What to do next" has the table; a Skills file `urgency*.md` changes a
/// coefficient by its name). The defaults are Taskwarrior's: a task with no priority adds
/// nothing, and each named level, `low` too, adds its coefficient.
public struct UrgencyCoefficients: Sendable, Hashable {
    public var due = 12.0
    public var priorityHigh = 6.0
    public var priorityMedium = 3.9
    public var priorityLow = 1.8
    public var age = 2.0
    /// Days after which a task's age counts in full (Taskwarrior's `urgency.age.max`); 0: at once.
    public var ageMaxDays = 365.0
    /// Each field urgency weighs by how many values it holds (`TaskField.countedByUrgency`: tags,
    /// dated notes), by the field's name, as Taskwarrior's `urgency.tags.coefficient` is named.
    public var counts: [String: Double] = Dictionary(uniqueKeysWithValues: TaskField.countedByUrgency.map { field, count in
        (field.name, count.coefficient)
    })
    public var project = 1.0
    /// A task whose start has come (Taskwarrior's `scheduled`).
    public var start = 5.0
    /// A pending task waits for it (Taskwarrior's `urgency.blocking.coefficient`).
    public var blocking = 8.0
    /// It waits for a pending task (Taskwarrior's `urgency.blocked.coefficient`): it sinks.
    public var blocked = -5.0
    /// A coefficient for each tag that has one (Taskwarrior's `urgency.user.tag.NAME.coefficient`).
    public var tagCoefficients: [String: Double] = ["next": 15.0]

    public init() {}

    /// The coefficient of the counted field `name` (`counts`); 0 for a field urgency does not count.
    public subscript(count name: String) -> Double {
        get { counts[name] ?? 0 }
        set { counts[name] = newValue }
    }

    public static let standard = UrgencyCoefficients()

    /// One named coefficient, as the README's table and a Skills file name it.
    public struct Term: Sendable {
        public let name: String
        public let value: WritableKeyPath<UrgencyCoefficients, Double> & Sendable
        /// What it counts, for `skills check` and the README's table.
        public let meaning: String
    }

    /// Every coefficient but the per-tag ones (`tag.NAME`), in the README's order.
    public static let terms: [Term] = [
        Term(name: "due", value: \.due,
             meaning: "due: 1.0 from 7 days overdue, 0.2 from 14 days ahead, linear between; 0 without a due"),
        Term(name: "priority.high", value: \.priorityHigh, meaning: "priority high"),
        Term(name: "priority.medium", value: \.priorityMedium, meaning: "priority medium"),
        Term(name: "priority.low", value: \.priorityLow, meaning: "priority low"),
        Term(name: "start", value: \.start, meaning: "its start has come"),
        Term(name: "age", value: \.age, meaning: "age: days since created ÷ age.max, at most 1.0"),
        Term(name: "age.max", value: \.ageMaxDays, meaning: "days after which age counts in full (not a coefficient)"),
        Term(name: "blocking", value: \.blocking, meaning: "a pending task depends on it"),
        Term(name: "blocked", value: \.blocked, meaning: "it depends on a pending task"),
    ] + TaskField.countedByUrgency.map { field, _ in
        Term(name: field.name, value: \.[count: field.name], meaning: "\(field.name): 0.8 for one, 0.9 for two, 1.0 for more")
    } + [
        Term(name: "project", value: \.project, meaning: "it has a project"),
    ]

    /// Why a `name: value` line changes nothing.
    public enum Problem: Error, Sendable, Hashable {
        case unknownName(String)
        case notANumber(String)
    }

    /// Sets the coefficient `name` (`due`, `tag.next`, …) to `text`, a finite decimal number.
    public mutating func set(_ name: String, to text: String) -> Problem? {
        guard let value = Double(text), value.isFinite, !text.contains(where: { $0.isLetter }) else {
            return .notANumber(text)
        }
        let key = name.lowercased()
        if key.hasPrefix("tag."), key.count > 4 {
            tagCoefficients[String(key.dropFirst(4))] = value
            return nil
        }
        guard let term = Self.terms.first(where: { $0.name == key }) else { return .unknownName(name) }
        if term.name == "age.max", value < 0 { return .notANumber(text) }
        self[keyPath: term.value] = value
        return nil
    }

    /// The coefficient of `priority`.
    public func weight(of priority: Priority) -> Double {
        switch priority {
        case .high: return priorityHigh
        case .medium: return priorityMedium
        case .low: return priorityLow
        case .unset: return 0
        }
    }

    /// The most any term but `due`, `start`, `blocking` and the per-tag ones can add: what a task
    /// without a due date or a start, or with a distant due, may still reach (`TaskStore+Urgency.swift`
    /// reads the tasks with a start, and those blocking others, apart). Negative coefficients add nothing to it.
    var mostWithoutDue: Double {
        TaskField.countedByUrgency.reduce(Priority.allCases.map { max(0, weight(of: $0)) }.max()! + max(0, age)) { sum, counted in
            sum + max(0, self[count: counted.field.name])
        } + max(0, project)
    }
}
