import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// A repeat rule typed as an option value or in the REPL's repeats field: an RFC 5545 RRULE, or
/// words ("every other Tuesday", "в последнюю пятницу месяца", "co drugi piątek", "friday").
enum RecurrenceWords {
    static func rule(of text: String, context: DraftContext, command: String) throws -> Recurrence {
        if text.uppercased().contains("FREQ=") {
            do { return try Recurrence(rrule: text) } catch { throw UsageError(.recurrenceRule(error), command: command) }
        }
        let context = context.readingContext
        // All the words are the rule, or are one after "every" ("friday", "2 weeks", "weekday").
        if let rule = RecurrenceGrammar.rule(of: text, today: context.today)
            ?? RecurrenceGrammar.rule(of: "every " + text, today: context.today) {
            return rule
        }
        // A sentence can hold a rule among other words: it is taken only when nothing else is
        // said, since a time or a day beside it ("every day at 9") would be dropped.
        let analysis = BuiltinParser().analyze(text, context: context)
        if let rule = analysis.draft.recurrence {
            guard analysis.leftover.isEmpty, !analysis.namedDay, !analysis.namedTime else {
                throw UsageError(.recurrenceSaysMore(text, rule: rule), command: command)
            }
            return rule
        }
        throw UsageError(.recurrence(text), command: command)
    }
}
