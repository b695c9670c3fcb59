import TaskDraftKit

/// One notification as `remind` shows it: a reminder of one task (with "Done" and "Snooze"
/// buttons), or the summary of many.
struct ReminderNotice: Sendable, Hashable {
    var summary: String
    var body: String
    /// The task a "Done" or "Snooze" button acts on; nil for a summary.
    var taskID: Int64?
    var reminders: [DueReminder]

    /// Titles a summary lists before "and N more".
    static let summaryLines = 8

    /// The notices for a pass: one per separate reminder (a task with two reminders due at
    /// once gets one), then one summary.
    static func notices(for batch: ReminderBatch, now: Instant, zone: Zone) -> [ReminderNotice] {
        let today = zone.date(of: now)
        func dueText(_ task: Task) -> String? { task.due.map { HumanDate.short($0, today: today, zone: zone, language: "en") } }
        var notices: [ReminderNotice] = []
        var seen: [Int64: Int] = [:]
        for item in batch.separate {
            if let index = seen[item.task.id] { notices[index].reminders.append(item); continue }
            seen[item.task.id] = notices.count
            let title = TerminalText.line(item.task.title)
            notices.append(ReminderNotice(summary: title, body: dueText(item.task).map { "Due \($0) · task \(item.task.id)" } ?? "Task \(item.task.id)",
                                          taskID: item.task.id, reminders: [item]))
        }
        if !batch.summary.isEmpty {
            var tasks: [Task] = []
            var listed: Set<Int64> = []
            for item in batch.summary where listed.insert(item.task.id).inserted { tasks.append(item.task) }
            let overdue = tasks.filter { $0.due.map { $0.deadline(in: zone) < now } ?? false }.count
            let heading = overdue == tasks.count ? "\(tasks.count) overdue task" + (tasks.count == 1 ? "" : "s")
                : "\(tasks.count) reminders" + (overdue > 0 ? ", \(overdue) overdue" : "")
            var lines = tasks.prefix(summaryLines).map { task in
                "\(task.id) " + TerminalText.line(task.title) + (dueText(task).map { " (due \($0))" } ?? "")
            }
            if tasks.count > summaryLines { lines.append("and \(tasks.count - summaryLines) more: taskdraft list due:overdue") }
            notices.append(ReminderNotice(summary: heading, body: lines.joined(separator: "\n"), taskID: nil, reminders: batch.summary))
        }
        return notices
    }

    /// The notice as one line, for stderr and the journal when there is no desktop.
    var line: String {
        "reminder: " + summary + " — " + body.replacingOccurrences(of: "\n", with: "; ")
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
