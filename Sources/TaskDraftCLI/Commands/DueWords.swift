import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// A due date or time typed as an option value or a filter (`--due friday`, `due:2026-12-15`,
/// `due.before:"next week"`): ISO 8601 first, then the built-in grammar of the sentence.
enum DueWords {
    static func due(of text: String, invocation: Invocation) -> Due? {
        if case .success(let parsed?) = Due.from(due: text.count > 10 ? text : nil, dueDate: text.count == 10 ? text : nil,
                                                  zone: invocation.zone) {
            return parsed
        }
        return BuiltinParser().parse(text, context: invocation.draftContext.readingContext).due
    }

    /// The moment a filter compares with: a time as named, a day at its start.
    static func instant(of text: String, invocation: Invocation) -> Instant? {
        guard let due = due(of: text, invocation: invocation) else { return nil }
        let time = due.time ?? .midnight
        return invocation.zone.instant(of: LocalDateTime(date: due.calendarDate, time: time))
    }
}
