import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// A repeat rule typed as an option value: an RFC 5545 RRULE, or words in the sentence grammar
/// ("weekly", "every friday", "каждую пятницу", "co tydzień").
enum RecurrenceWords {
    static func rule(of text: String, invocation: Invocation, command: String) throws -> Recurrence {
        if text.uppercased().contains("FREQ=") {
            do { return try Recurrence(rrule: text) } catch { throw UsageError(.recurrenceRule(error), command: command) }
        }
        let context = invocation.draftContext.readingContext
        if let rule = BuiltinParser().parse(text, context: context).recurrence
            ?? BuiltinParser().parse("recur:" + text, context: context).recurrence {
            return rule
        }
        throw UsageError(.recurrence(text), command: command)
    }
}
