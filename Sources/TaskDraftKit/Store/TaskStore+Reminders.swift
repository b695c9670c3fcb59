/// Reminder bookkeeping for `taskdraft remind`: which tasks may have a reminder due, which
/// reminders already fired, and the next moment one is due.
extension TaskStore {
    /// Pending tasks with a reminder that may be due at `now`: the rows at or before it in the
    /// partial `tasks_remind` index, not a walk over every task. `+status` keeps SQLite off the
    /// agenda index, which `status =` alone would have it walk for every pending task.
    func tasksWithRemindersDue(at now: Instant) throws(StoreError) -> [Task] {
        try db.rows("SELECT \(Self.taskColumns) FROM tasks WHERE remind_epoch <= ? AND +status = 'pending' ORDER BY remind_epoch, id",
                    [.int(now.seconds)]) { task(from: $0) }
    }

    /// The (reminder, fire moment) pairs of `taskID` that have fired.
    func firedReminders(taskID: Int64) throws(StoreError) -> Set<FiredReminder> {
        Set(try db.rows("SELECT reminder, fire_epoch FROM reminders_fired WHERE task_id = ?", [.int(taskID)]) {
            FiredReminder(reminder: $0.string(0), fireEpoch: $0.int(1))
        })
    }

    func recordFired(taskID: Int64, _ fired: FiredReminder, at now: Instant) throws(StoreError) {
        try db.execute("INSERT OR IGNORE INTO reminders_fired (task_id, reminder, fire_epoch, fired_at) VALUES (?, ?, ?, ?)",
                       [.int(taskID), .text(fired.reminder), .int(fired.fireEpoch), .int(now.seconds)])
    }

    func setRemindEpoch(taskID: Int64, _ epoch: Instant?) throws(StoreError) {
        try db.execute("UPDATE tasks SET remind_epoch = ? WHERE id = ?", [.optional(epoch?.seconds), .int(taskID)])
    }

    /// The earliest moment a reminder may be due, or nil when no pending task has one left
    /// (`remind --watch` sleeps until then). One seek into `tasks_remind`.
    public func nextReminderMoment() throws(StoreError) -> Instant? {
        try db.first("SELECT min(remind_epoch) FROM tasks WHERE remind_epoch IS NOT NULL") { $0.optionalInt(0) }?
            .map(Instant.init(seconds:))
    }
}

/// One reminder of one task for one due moment, as `reminders_fired` keys it.
struct FiredReminder: Hashable {
    let reminder: String
    let fireEpoch: Int64
}
