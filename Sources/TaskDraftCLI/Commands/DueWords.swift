import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// A due date or time typed as an option value or a filter (`--due friday`, `due:2026-12-15`,
/// `due.before:"next week"`): ISO 8601 first, then Taskwarrior's date maths (`fri+2d`, `2d`),
/// then the built-in grammar of the sentence.
struct DueWords {
    let now: Instant
    let zone: Zone
    /// What the grammar reads words against, made on first use: dates in digits and Taskwarrior's
    /// maths do not load the Skills.
    let context: () -> DraftContext

    func due(of text: String) -> Due? {
        if case .success(let parsed?) = Due.from(due: text.count > 10 ? text : nil, dueDate: text.count == 10 ? text : nil,
                                                  zone: zone) {
            return parsed
        }
        if let sum = DueArithmetic.read(text) {
            var base: Due?
            if let named = sum.base {
                guard let due = due(of: named) else { return nil }
                base = due
            }
            return sum.applied(to: base, now: now, zone: zone)
        }
        if DueArithmetic.endsInDuration(text) { return nil }
        return BuiltinParser().parse(text, context: context().readingContext).due
    }

    /// A date in digits or words that does not exist (`31 February`), as written.
    func impossibleDate(in text: String) -> String? {
        BuiltinParser().analyze(text, context: context().readingContext).impossibleDate
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
