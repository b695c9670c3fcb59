import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// A due date or time typed as an option value, an attribute or a filter (`--due friday`,
/// `due:2026-12-15`, `due.before:"next week"`), read as a new task's words read it (`DateValue`).
struct DueWords {
    let now: Instant
    let zone: Zone
    /// What the grammar reads words against, made on first use: dates in digits and Taskwarrior's
    /// maths do not load the Skills.
    let context: () -> DraftContext

    func value(of text: String) -> DateValue {
        DateValue.read(text, now: now, zone: zone, context: { context().readingContext })
    }

    func due(of text: String) -> Due? {
        guard case .due(let due) = value(of: text) else { return nil }
        return due
    }

    /// A date option's or attribute's value as an edit sets it: none (or nothing) clears the
    /// date; one that is no date is refused as `command`'s usage error, named by `option` as
    /// typed (`--due`, `scheduled`), a date not in the calendar as one.
    func edit(_ text: String, option: String, command: String) throws -> TaskPatch.Field<Due> {
        if TaskField.EditPart.clears(text) { return .clear }
        switch value(of: text) {
        case .due(let due): return .set(due)
        case .notInCalendar(let written): throw UsageError(.wordsRefused(.dueNotInCalendar(option: option, text, written)), command: command)
        case .noDate: throw UsageError(.wordsRefused(.dateValueRefused(option: option, text)), command: command)
        }
    }

    /// A new due for a task due `current`: a day alone keeps the time of day the task had
    /// (`due:mon` on a task due at 15:00 is Monday 15:00); a time, or a task without one, as said.
    static func keepingTime(_ due: Due, of current: Due?, zone: Zone) -> Due {
        guard case .date(let date) = due, case .dateTime(let zoned)? = current else { return due }
        return .dateTime(zone.zoned(LocalDateTime(date: date, time: zoned.local.time)))
    }

    /// The moment a filter compares with: a time as named, a day at its start.
    func instant(of text: String) -> Instant? {
        guard let due = due(of: text) else { return nil }
        let time = due.time ?? .midnight
        return zone.instant(of: LocalDateTime(date: due.calendarDate, time: time))
    }
}
