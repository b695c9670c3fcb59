import TaskDraftKit

/// What reading a Taskwarrior record could not carry over.
enum TaskwarriorWarning: DraftWarningMessage {
    /// A `recur` value with no RRULE equivalent (`recur: "2wks-ish"`): the task does not repeat.
    case recurrenceNotCarried(String)

    static let samples: [TaskwarriorWarning] = [.recurrenceNotCarried("fortnightly-ish")]
}
