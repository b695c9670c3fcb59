/// What a field's text was expected to be, in a refusal ("none, low, medium or high", "a
/// length such as 2h"): typed, so each language words it round the value a person typed.
public enum ExpectedValue: LocalizedText, Equatable {
    case text
    /// One of a closed set of names, which are the same in every language.
    case oneOf([String])
    /// A length of time (an estimate): 2h, 30m, 1h30m or PT1H30M.
    case length
    /// A task, by its number or UID.
    case task
    /// Tasks, each by its number or UID.
    case tasks
    /// A day or a moment, in words or ISO 8601 (an attribute's `due:friday`, `wait:2026-12-04`).
    case moment
    /// A repeat rule, in words or as an RRULE (`recur:weekly`).
    case repeats

    /// The names of a closed set; empty for other values.
    public var choices: [String] {
        if case .oneOf(let names) = self { return names }
        return []
    }

    /// "a, b, c or d" with the language's "or".
    static func list(_ names: [String], or: String) -> String {
        guard let last = names.last else { return "" }
        return names.count > 1 ? names.dropLast().joined(separator: ", ") + " \(or) " + last : last
    }

    public static let samples: [ExpectedValue] = [.text, .oneOf(["none", "low", "medium", "high"]), .length, .task, .tasks, .moment,
                                                  .repeats]
}
