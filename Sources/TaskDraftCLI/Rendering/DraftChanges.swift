import TaskDraftKit

/// What a refinement changed, field by field, as the confirm step reports it:
/// `due Fri 4 Dec 15:00 → Thu 3 Dec 11:00`, `priority none → high`, `tags + work`.
/// Empty when nothing a person would see has changed (warnings and the backend do not count).
enum DraftChanges {
    static func between(_ before: TaskDraft, _ after: TaskDraft, zone: Zone, language: Language) -> [Message] {
        var changes: [Message] = []
        if before.title != after.title {
            changes.append(.changeTitle(TerminalText.line(before.title), TerminalText.line(after.title)))
        }
        if before.due != after.due {
            changes.append(.changeDue(brief(before.due, language: language), brief(after.due, language: language)))
        }
        if before.priority != after.priority { changes.append(.changePriority(before.priority, after.priority)) }
        let added = after.tags.filter { !before.tags.contains($0) }
        let removed = before.tags.filter { !after.tags.contains($0) }
        if !added.isEmpty { changes.append(.tagsAdded(TerminalText.line(added.joined(separator: ", ")))) }
        if !removed.isEmpty { changes.append(.tagsRemoved(TerminalText.line(removed.joined(separator: ", ")))) }
        let none = Message.none.text(language)
        if before.project != after.project {
            changes.append(.changeProject(TerminalText.line(before.project ?? none), TerminalText.line(after.project ?? none)))
        }
        if before.recurrence != after.recurrence {
            let words = { (rule: Recurrence?) in rule.map { RecurrenceText.words($0, language: language) } ?? none }
            changes.append(.changeRepeats(words(before.recurrence), words(after.recurrence)))
        }
        if before.notes != after.notes { changes.append(after.notes == nil ? .notesRemoved : .notesChanged) }
        if before.reminders != after.reminders {
            let words = { (draft: TaskDraft) in
                draft.reminders.isEmpty ? none : ReminderText.list(draft.reminders, due: draft.due, zone: zone, language: language)
            }
            changes.append(.changeReminders(words(before), words(after)))
        }
        return changes
    }

    /// `Thu 3 Dec 11:00`, `Fri 4 Dec`, or `none`: the year and offset the card already shows.
    static func brief(_ due: Due?, language: Language) -> String {
        switch due {
        case nil: return Message.none.text(language)
        case .date(let date)?: return HumanDate.day(date, withYear: false, language: language)
        case .dateTime(let zoned)?:
            return HumanDate.day(zoned.local.date, withYear: false, language: language) + " " + zoned.local.time.hourMinute
        }
    }
}
