import TaskDraftKit

/// What `remind` says: a desktop notification's body and buttons, the summary of several due
/// at once, the line on stderr when the desktop cannot show it, and a snooze. A case of the
/// terminal's catalogue (`Message.remind`), worded in `RemindMessage+English`, `+Russian` and
/// `+Polish`.
enum RemindMessage: LocalizedText {
    case body(due: String?, task: Int64), overdue(Int), count(Int, overdue: Int)
    case summaryLine(task: Int64, title: String, due: String?), more(Int), line(String)
    case done, snooze, noDesktop(NotifierUnavailable), notifierFailed(NotifierUnavailable), snoozed(String, until: String)

    static let samples: [RemindMessage] = [
        .body(due: "15:00", task: 3), .body(due: nil, task: 3), .overdue(2), .count(3, overdue: 1),
        .summaryLine(task: 3, title: "Call Anna", due: "15:00"), .more(4), .line("3 Call Anna"),
        .done, .snooze, .noDesktop(NotifierUnavailable.samples[0]), .notifierFailed(NotifierUnavailable.samples[0]),
        .snoozed("3 \"Call Anna\"", until: "15:10"),
    ]
}
