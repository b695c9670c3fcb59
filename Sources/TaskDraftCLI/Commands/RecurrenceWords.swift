import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// A repeat rule typed as an option value, an attribute or in the REPL's repeats field, read as
/// a new task's words read it (`RepeatValue`), or refused as `command`'s usage error.
enum RecurrenceWords {
    static func rule(of text: String, context: DraftContext, command: String) throws -> Recurrence {
        switch RepeatValue.read(text, context: context.readingContext) {
        case .rule(let rule): return rule
        case .notFollowed(let error): throw UsageError(.failure(.recurrenceRule(error)), command: command)
        case .saysMore(let rule): throw UsageError(.edits(.recurrenceSaysMore(text, rule: rule)), command: command)
        case .noRule: throw UsageError(.edits(.recurrence(text)), command: command)
        }
    }
}
