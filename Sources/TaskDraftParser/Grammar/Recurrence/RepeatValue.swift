import TaskDraftKit

/// What the value of a repeat attribute or option names, read one way wherever it is typed: in
/// a new task's words (`recur:weekly` to `add`, through `BuiltinParser.attribute`), to `modify`
/// (`recur:fortnightly`), to `edit` (`--recur "every other Tuesday"`) and in the prompt's repeats
/// field. An RFC 5545 RRULE, or words ("friday", "2 weeks", "в последнюю пятницу месяца"; `_`
/// for a space in an attribute: `recur:every_other_tuesday`).
public enum RepeatValue: Equatable, Sendable {
    case rule(Recurrence)
    /// An RRULE this planner cannot follow, and why.
    case notFollowed(RecurrenceError)
    /// A rule among other words (a time or a day beside it: "every day at 9"), which the rule
    /// alone would drop: taken only when nothing else is said.
    case saysMore(Recurrence)
    /// Words that name no repeat.
    case noRule

    public static func read(_ value: String, context: ReadingContext) -> RepeatValue {
        if value.uppercased().contains("FREQ=") {
            do { return .rule(try Recurrence(rrule: value)) } catch { return .notFollowed(error) }
        }
        let words = value.replacingOccurrences(of: "_", with: " ")
        // All the words are the rule, or are one after "every" ("friday", "2 weeks", "weekday").
        if let rule = RecurrenceGrammar.rule(of: words, today: context.today)
            ?? RecurrenceGrammar.rule(of: "every " + words, today: context.today) {
            return .rule(rule)
        }
        let analysis = BuiltinParser().analyze(words, context: context)
        guard let rule = analysis.draft.recurrence else { return .noRule }
        return analysis.leftover.isEmpty && !analysis.namedDay && !analysis.namedTime ? .rule(rule) : .saysMore(rule)
    }
}
