import CSQLite

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

    /// The (reminder, fire moment) pairs that have fired, by task, for every task
    /// `tasksWithRemindersDue(at: now)` returns (and any other with a reminder due): one query,
    /// not one per task, answered from `tasks_remind` without reading the task rows.
    func firedReminders(ofTasksDueAt now: Instant) throws(StoreError) -> [Int64: Set<FiredReminder>] {
        var fired: [Int64: Set<FiredReminder>] = [:]
        try db.query("""
            SELECT task_id, reminder, fire_epoch FROM reminders_fired
            WHERE task_id IN (SELECT id FROM tasks WHERE remind_epoch <= ?)
            """, [.int(now.seconds)]) { row in
            fired[row.int(0), default: []].insert(FiredReminder(reminder: row.string(1), fireEpoch: row.int(2)))
        }
        return fired
    }

    /// Records what a pass fired and moves each task's `remind_epoch` on to its next reminder
    /// (nil: none left). Rows go in batches of `reminderRowsPerStatement`: a statement opens a
    /// cursor on the table and each index it writes, whatever it writes, and one per row was
    /// half of a 1,000-reminder pass's statement work.
    func recordPass(fired: [(taskID: Int64, FiredReminder)], next: [(taskID: Int64, Instant?)], at now: Instant) throws(StoreError) {
        let chunk = Self.reminderRowsPerStatement
        var index = 0
        while index < fired.count {
            let count = min(chunk, fired.count - index)
            let statement = try db.prepared("INSERT OR IGNORE INTO reminders_fired (task_id, reminder, fire_epoch, fired_at) VALUES "
                                            + Array(repeating: "(?, ?, ?, ?)", count: count).joined(separator: ", "))
            for row in 0..<count {
                let (taskID, key) = fired[index + row]
                let base = Int32(row * 4)
                try statement.bind(base + 1, taskID)
                try statement.bind(base + 2, key.reminder)
                try statement.bind(base + 3, key.fireEpoch)
                try statement.bind(base + 4, now.seconds)
            }
            try statement.run()
            index += count
        }
        // Most tasks have no reminder left: those are cleared by id, many per statement.
        // In id order, so consecutive rows fall on pages the B-tree walk has just visited.
        let cleared = next.filter { $0.1 == nil }.map(\.taskID).sorted()
        index = 0
        while index < cleared.count {
            let count = min(chunk, cleared.count - index)
            let statement = try db.prepared("UPDATE tasks SET remind_epoch = NULL WHERE id IN ("
                                            + Array(repeating: "?", count: count).joined(separator: ", ") + ")")
            for row in 0..<count { try statement.bind(Int32(row + 1), cleared[index + row]) }
            try statement.run()
            index += count
        }
        for case let (taskID, moment?) in next {
            try db.execute("UPDATE tasks SET remind_epoch = ? WHERE id = ?", [.int(moment.seconds), .int(taskID)])
        }
    }

    /// Runs `body` (a pass's write transaction) with the page cache large enough to hold every
    /// page it changes. At SQLite's default 2 MB, a pass firing 1,000 reminders (a page of
    /// `tasks` each) spilled half its changes into the WAL before the commit and read them back.
    func withRoomForChanges<T>(_ body: () throws -> T) throws -> T {
        try db.executeScript("PRAGMA cache_size = -\(Self.passCacheKiB)")
        defer { try? db.executeScript("PRAGMA cache_size = -2000") }
        return try body()
    }

    /// 16 MB: 4,000 pages, a pass firing ~3,500 reminders at once before any spill; the cache
    /// only grows as pages are read, so a quiet pass uses none of it.
    static let passCacheKiB = 16_384

    /// Rows per batched statement in `recordPass`: 4 × 64 parameters, far below SQLite's 32,766.
    static let reminderRowsPerStatement = 64

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
