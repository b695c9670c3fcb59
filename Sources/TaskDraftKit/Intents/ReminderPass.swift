/// A reminder whose time has come: the task, which of its reminders, and when it was due to fire.
public struct DueReminder: Sendable, Hashable {
    public let task: Task
    public let reminder: Reminder
    public let fireAt: Instant
}

/// What one pass of `taskdraft remind` tells the person: a notification per reminder, and the
/// reminders of tasks already overdue (and any past `separateLimit`) in one summary, so a
/// laptop waking after a week shows one notification, not forty.
public struct ReminderBatch: Sendable, Hashable {
    public var separate: [DueReminder] = []
    public var summary: [DueReminder] = []

    public var isEmpty: Bool { separate.isEmpty && summary.isEmpty }
    public var count: Int { separate.count + summary.count }

    /// Separate notifications per pass; more than this at once reads as noise.
    public static let separateLimit = 5

    public init(_ due: [DueReminder], now: Instant, zone: Zone) {
        for item in due {
            let overdue = item.task.due.map { $0.deadline(in: zone) < now } ?? false
            if overdue || separate.count >= Self.separateLimit { summary.append(item) } else { separate.append(item) }
        }
    }
}

/// Fires reminders exactly once per reminder and per due moment (a recurring task's next
/// occurrence is a new task, so it reminds again; so does a task whose due moved).
///
/// A pass is one write transaction: find what is due, hand it to `deliver`, record it fired,
/// commit. Holding the write lock while delivering keeps two passes (the `--watch` service and
/// a manual `remind`) from both showing a reminder. A pass killed after `deliver` and before the
/// commit records nothing, so the next pass shows those reminders again: a reminder may be
/// shown twice, never lost. If `deliver` throws, nothing is recorded either.
public enum ReminderPass {
    public static func run(in planner: Planner, deliver: (ReminderBatch) throws -> Void) throws -> ReminderBatch {
        let store = planner.store
        let now = planner.now
        let zone = planner.zone
        return try store.withRoomForChanges { try store.write {
            var due: [DueReminder] = []
            var fired: [(taskID: Int64, FiredReminder)] = []
            var next: [(taskID: Int64, Instant?)] = []
            let alreadyFired = try store.firedReminders(ofTasksDueAt: now)
            for task in try store.tasksWithRemindersDue(at: now) {
                let already = alreadyFired[task.id] ?? []
                var soonest: Instant?
                for reminder in task.reminders {
                    guard let moment = reminder.fireTime(due: task.due, zone: zone) else { continue }
                    let key = FiredReminder(reminder: reminder.description, fireEpoch: moment.seconds)
                    if already.contains(key) { continue }
                    if moment <= now {
                        due.append(DueReminder(task: task, reminder: reminder, fireAt: moment))
                        fired.append((task.id, key))
                    } else if soonest.map({ moment < $0 }) ?? true {
                        soonest = moment
                    }
                }
                next.append((task.id, soonest))
            }
            let batch = ReminderBatch(due, now: now, zone: zone)
            if !batch.isEmpty { try deliver(batch) }
            try store.recordPass(fired: fired, next: next, at: now)
            return batch
        } }
    }
}
