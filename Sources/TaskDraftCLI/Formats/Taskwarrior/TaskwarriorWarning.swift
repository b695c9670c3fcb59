import TaskDraftKit

/// What reading a Taskwarrior record could not carry over.
enum TaskwarriorWarning: DraftWarningMessage {
    /// A `recur` value with no RRULE equivalent (`recur: "2wks-ish"`): the task does not repeat.
    case recurrenceNotCarried(String)

    /// An annotation worded as `TaskwarriorTree` writes one that names something other than task
    /// UUIDs: a note like any other.
    case treeLinkUnreadable(String)
    /// A second `subtask of` annotation: a task has one parent, the first; this one is a note.
    case secondParent(String)
    /// A due, start or wait past `SupportedDates.last`, as Taskwarrior's `someday` and `later`
    /// (9999-12-30) are: the task is read without it, and the value is kept in its notes.
    case dateBeyondRange(attribute: String, value: String)

    static let samples: [TaskwarriorWarning] = [.recurrenceNotCarried("fortnightly-ish"), .treeLinkUnreadable("taskdraft: subtask of 3"),
                                                .secondParent("taskdraft: subtask of 0b29777e-11fa-4e06-9aa0-a5623fc08f12"),
                                                .dateBeyondRange(attribute: "scheduled", value: "99991229T230000Z")]

    /// The start of a long annotation, for a warning that quotes it.
    static func excerpt(_ text: String) -> String {
        text.count <= 80 ? text : text.prefix(79) + "…"
    }
}
