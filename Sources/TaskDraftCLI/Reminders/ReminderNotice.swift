import TaskDraftKit

/// One notification as `remind` shows it: a reminder of one task (with "Done" and "Snooze"
/// buttons), or the summary of many.
struct ReminderNotice: Sendable, Hashable {
    /// The title, or the summary's heading, as stored: `--json` gives it unaltered, the
    /// desktop and stderr get `shownSummary`.
    var summary: String
    var body: String
    /// The task a "Done" or "Snooze" button acts on; nil for a summary.
    var taskID: Int64?
    var reminders: [DueReminder]
    /// The language of `summary`, `body` and `line`.
    var language: Language = .english

    /// Titles a summary lists before "and N more".
    static let summaryLines = 8

    /// The notices for a pass: one per separate reminder (a task with two reminders due at
    /// once gets one), then one summary.
    static func notices(for batch: ReminderBatch, now: Instant, zone: Zone, language: Language = .english) -> [ReminderNotice] {
        let today = zone.date(of: now)
        func say(_ message: RemindMessage) -> String { message.text(in: language) }
        func dueText(_ task: Task) -> String? { task.due.map { HumanDate.short($0, today: today, zone: zone, language: language) } }
        var notices: [ReminderNotice] = []
        var seen: [Int64: Int] = [:]
        for item in batch.separate {
            if let index = seen[item.task.id] { notices[index].reminders.append(item); continue }
            seen[item.task.id] = notices.count
            notices.append(ReminderNotice(summary: item.task.title, body: say(.body(due: dueText(item.task), task: item.task.id)),
                                          taskID: item.task.id, reminders: [item], language: language))
        }
        if !batch.summary.isEmpty {
            var tasks: [Task] = []
            var listed: Set<Int64> = []
            for item in batch.summary where listed.insert(item.task.id).inserted { tasks.append(item.task) }
            let overdue = tasks.filter { $0.due.map { $0.deadline(in: zone) < now } ?? false }.count
            let heading = say(overdue == tasks.count ? .overdue(tasks.count) : .count(tasks.count, overdue: overdue))
            var lines = tasks.prefix(summaryLines).map { task in
                say(.summaryLine(task: task.id, title: task.title, due: dueText(task)))
            }
            if tasks.count > summaryLines { lines.append(say(.more(tasks.count - summaryLines))) }
            notices.append(ReminderNotice(summary: heading, body: lines.joined(separator: "\n"), taskID: nil, reminders: batch.summary,
                                          language: language))
        }
        return notices
    }

    /// The summary and body as a person sees them: control and bidi characters of a title made
    /// visible (`TerminalText`).
    var shownSummary: String { TerminalText.line(summary) }
    var shownBody: String { TerminalText.lines(body) }

    /// The notice as one line, for stderr and the journal when there is no desktop.
    var line: String {
        RemindMessage.line(shownSummary + " — " + TerminalText.line(body.replacingOccurrences(of: "\n", with: "; "))).text(in: language)
    }

    func json(in zone: Zone) -> JSONValue {
        .object([
            "summary": .string(summary), "body": .string(body), "task_id": taskID.map { .int($0) } ?? .null,
            "reminders": .array(reminders.map { item in
                .object(["task_id": .int(item.task.id), "reminder": .string(item.reminder.description),
                         "fire_at": .string(zone.zoned(item.fireAt).description)])
            }),
        ])
    }
}
