import TaskDraftKit

/// The English wording of the draft card, its confirm step and the day words.
extension CardMessage {
    var english: String {
        switch self {
        case .card: return "Draft"
        case .fromSkillsDefault: return "(Skills default)"
        case .priority(let p): return p.english
        case .none: return "none"
        case .confirmPrompt: return "Commit? [Y]es / [e]dit / [n]o / or say what to change:"
        case .changed(let list): return "Changed: " + list
        case .notUnderstood(let words): return "Did not understand \"\(words)\"; the draft is unchanged."
        case .noTitleYet: return "The task has no title yet."
        case .dropped: return "Dropped."
        case .droppedNothingWritten: return "Dropped; nothing written."
        case .cancelledDraft: return "Cancelled; nothing was drafted. The session goes on."
        case .notRefined(let reason): return "Not changed: " + reason + "; the draft is as it was."
        case .refinementCancelled: return "Cancelled; the draft is as it was."
        case .earlierNotes(let n):
            return "… \(Message.grouped(n, .english)) \(English.plural(n, "earlier note", "earlier notes")) (show --json lists every one)"

        case .changeTitle(let a, let b): return "title \"\(a)\" → \"\(b)\""
        case .changePriority(let a, let b): return FieldLabel.priority.onCard.english + " " + a.english + " → " + b.english
        case .changeRepeats(let a, let b): return "repeats " + a + " → " + b
        case .changeField(let label, let a, let b): return label.english + " " + a + " → " + b
        case .tagsAdded(let tags): return "tags + " + tags
        case .tagsRemoved(let tags): return "tags − " + tags
        case .notesRemoved(let label): return label.english + " removed"
        case .notesChanged(let label): return label.english + " changed"

        case .prompt(let name, let hint):
            let what: String
            switch hint {
            case .plain: return name.english + ": "
            case .clears: what = "or none"
            case .moment: what = "words, YYYY-MM-DD [HH:MM], or none"
            case .length: what = "2h, 30m, 1h30m, or none"
            case .priority: what = "none, low, medium, high"
            case .reminders: what = "\"30 minutes before\", \"9:00\", -PT30M, comma-separated, or none"
            case .repeats: what = "words such as \"every friday\", an RRULE, or none"
            }
            return name.english + " (" + what + "): "
        case .titleTooLong(let count, let most):
            return "the title has \(count) \(English.plural(count, "character", "characters")); at most \(most)"
        case .controlCharacters(let field): return "the \(field) contains control characters"
        case .tagControlCharacters: return "a tag contains control characters"
        case .namesNoDate(let text):
            return "'\(text)' names no date or time; type words such as \"friday 15:00\", YYYY-MM-DD [HH:MM], or none"
        case .dueGuessed(let words, let date):
            return "A guess: \"\(words)\" taken as due \(date); edit the date if you meant another."
        case .notAPriority(let text): return "'\(text)' is not a priority; type none, low, medium or high"
        case .notARepeatRule(let text): return "'\(text)' is not a repeat rule"
        case .notAnEstimate(let text): return "'\(text)' is not a length; type 2h, 30m, 1h30m or none"

        case .weekday(let day): return day.shortName
        case .month(let month): return ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
        case .today: return "today"
        case .tomorrow: return "tomorrow"
        case .yesterday: return "yesterday"
        }
    }
}
