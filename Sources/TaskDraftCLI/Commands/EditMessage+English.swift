import TaskDraftKit

/// The English wording of what the commands that change a task say of the change.
extension EditMessage {
    var english: String {
        switch self {
        case .annotateNothing: return "the note is empty; say what to note"
        case .notesCleared(1): return "Removed the note; undo brings it back."
        case .notesCleared(let n):
            let count = Message.grouped(n, .english)
            return "Removed all \(English.plural(n, "\(count) note", "\(count) notes")); undo brings them back."
        case .denotateNoMatch(let id, let text) where text.isEmpty: return "task \(id) has no notes"
        case .denotateNoMatch(let id, let text): return "no note of task \(id) holds '\(text)'"
        case .editNothing: return "name at least one field to change (--title, --due, ...)"
        case .modifyNothing: return "name at least one change (due:fri, +tag, a new title …)"
        case .modifyValue("priority", let value, _): return "priority '\(value)' is not one of H, M, L (high, medium, low, none)"
        case .modifyValue(let field, let value, let expected): return "\(field) '\(value)' is not \(expected.english)"
        case .editValue(let option, let value, let expected): return "\(option) '\(value)' is not \(expected.english)"
        case .modifyStatus(let value): return "status '\(value)' is not done or pending ('taskdraft delete' deletes)"
        case .remindBoth: return "give --remind or --no-remind, not both"
        case .notAReminder(let item): return "'\(item)' is not a reminder; type \"30 minutes before\", \"9:00\" or -PT30M"
        case .recurrence(let text):
            return "recurrence '\(text)' is neither words such as \"every friday\" nor an RRULE such as FREQ=WEEKLY;BYDAY=FR"
        case .recurrenceSaysMore(let text, let rule):
            let words = RecurrenceText.words(rule, language: .english)
            return "recurrence '\(text)' says more than a repeat rule: only \"\(words)\" would be kept; set a time or a day as the due"
        }
    }
}
