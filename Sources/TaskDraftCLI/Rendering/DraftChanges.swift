import TaskDraftKit

/// What a refinement changed, field by field, as the confirm step reports it:
/// `due Fri 4 Dec 15:00 → Thu 3 Dec 11:00`, `priority normal → high`, `tags + work`.
/// Empty when nothing a person would see has changed (warnings and the backend do not count).
enum DraftChanges {
    static func between(_ before: TaskDraft, _ after: TaskDraft, language: String) -> [String] {
        var changes: [String] = []
        if before.title != after.title {
            changes.append("title \"\(TerminalText.line(before.title))\" → \"\(TerminalText.line(after.title))\"")
        }
        if before.due != after.due { changes.append("due " + brief(before.due) + " → " + brief(after.due)) }
        if before.priority != after.priority {
            changes.append("priority \(before.priority.rawValue) → \(after.priority.rawValue)")
        }
        let added = after.tags.filter { !before.tags.contains($0) }
        let removed = before.tags.filter { !after.tags.contains($0) }
        if !added.isEmpty { changes.append("tags + " + TerminalText.line(added.joined(separator: ", "))) }
        if !removed.isEmpty { changes.append("tags − " + TerminalText.line(removed.joined(separator: ", "))) }
        if before.project != after.project {
            changes.append("project " + TerminalText.line(before.project ?? "none") + " → " + TerminalText.line(after.project ?? "none"))
        }
        if before.recurrence != after.recurrence {
            let words = { (rule: Recurrence?) in rule.map { RecurrenceText.words($0, language: language) } ?? "none" }
            changes.append("repeats " + words(before.recurrence) + " → " + words(after.recurrence))
        }
        if before.notes != after.notes { changes.append(after.notes == nil ? "notes removed" : "notes changed") }
        return changes
    }

    /// `Thu 3 Dec 11:00`, `Fri 4 Dec`, or `none`: the year and offset the card already shows.
    static func brief(_ due: Due?) -> String {
        switch due {
        case nil: return "none"
        case .date(let date)?: return HumanDate.day(date, withYear: false)
        case .dateTime(let zoned)?: return HumanDate.day(zoned.local.date, withYear: false) + " " + zoned.local.time.hourMinute
        }
    }
}
