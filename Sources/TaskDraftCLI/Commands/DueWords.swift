import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// A due date or time typed as an option value or a filter (`--due friday`, `due:2026-12-15`,
/// `due.before:"next week"`): ISO 8601 first, then Taskwarrior's date maths (`fri+2d`, `2d`),
/// then the built-in grammar of the sentence.
enum DueWords {
    static func due(of text: String, invocation: Invocation) -> Due? {
        if case .success(let parsed?) = Due.from(due: text.count > 10 ? text : nil, dueDate: text.count == 10 ? text : nil,
                                                  zone: invocation.zone) {
            return parsed
        }
        if let sum = DueArithmetic.read(text) {
            var base: Due?
            if let named = sum.base {
                guard let due = due(of: named, invocation: invocation) else { return nil }
                base = due
            }
            return sum.applied(to: base, now: invocation.now, zone: invocation.zone)
        }
        if DueArithmetic.endsInDuration(text) { return nil }
        return BuiltinParser().parse(text, context: invocation.draftContext.readingContext).due
    }

    /// A new due for a task due `current`: a day alone keeps the time of day the task had
    /// (`due:mon` on a task due at 15:00 is Monday 15:00); a time, or a task without one, as said.
    static func keepingTime(_ due: Due, of current: Due?, zone: Zone) -> Due {
        guard case .date(let date) = due, case .dateTime(let zoned)? = current else { return due }
        return .dateTime(zone.zoned(LocalDateTime(date: date, time: zoned.local.time)))
    }

    /// The moment a filter compares with: a time as named, a day at its start.
    static func instant(of text: String, invocation: Invocation) -> Instant? {
        guard let due = due(of: text, invocation: invocation) else { return nil }
        let time = due.time ?? .midnight
        return invocation.zone.instant(of: LocalDateTime(date: due.calendarDate, time: time))
    }
}
