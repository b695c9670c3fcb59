/// Marks a task done. Completing a recurring task creates its next occurrence.
///
/// With an idempotency key, a call repeated after a lost reply answers what the first one did
/// (the task, its next occurrence) as already done; the key lives on the change's undo entry,
/// so undoing the completion frees it.
public struct CompleteTaskIntent: CommitIntent {
    public var taskID: Int64
    public var idempotencyKey: String?

    public init(taskID: Int64, idempotencyKey: String? = nil) {
        self.taskID = taskID
        self.idempotencyKey = idempotencyKey
    }

    public struct Result: Sendable, Hashable {
        public let task: Task
        /// The next occurrence of a recurring task, created by this completion.
        public let next: Task?
        public let alreadyDone: Bool
    }

    public var action: Action { .complete }
    public var auditedTaskID: Int64? { taskID }
    public var tool: CommitTool { .completeTask }

    public func output(of result: Result, in zone: Zone) -> JSONObject { result.json(in: zone) }

    public func apply(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result {
        try planner.authorize(.complete, caller: caller, confirmation: confirmation)
        return try planner.transaction {
            if let key = idempotencyKey, let earlier = try planner.store.undoEntry(idempotencyKey: key) {
                return try repeated(earlier, in: planner, caller: caller)
            }
            let before = try planner.liveTask(taskID)
            if before.status == .done {
                try planner.record(.complete, caller: caller, taskID: taskID, outcome: .alreadyDone)
                return Result(task: before, next: nil, alreadyDone: true)
            }
            let now = planner.now
            var done = before
            done.status = .done
            done.completedAt = now
            done.modifiedAt = now
            try planner.store.update(done)
            let (next, following) = try planner.continueSeries(of: done, now: now)
            let changes = [UndoEntry.Change(taskID: taskID, before: before, after: done)] + following
            try planner.record(.complete, caller: caller, taskID: taskID,
                               detail: next.map { "next occurrence \($0.id)" },
                               summary: .completed(task: taskID, title: before.title), changes: changes,
                               idempotencyKey: idempotencyKey)
            return Result(task: done, next: next, alreadyDone: false)
        }
    }

    /// The first call's result, as the rows are now: the task it completed and the occurrence
    /// it created. A key first used on another task refuses the call.
    private func repeated(_ entry: UndoEntry, in planner: Planner, caller: Caller) throws -> Result {
        guard entry.intent == Action.complete.rawValue, let first = entry.changes.first, first.taskID == taskID else {
            throw IntentError.refused(.complete, .keyUsedForAnotherTask(entry.changes.first?.taskID ?? 0))
        }
        let task = try planner.liveTask(taskID)
        let next = try entry.changes.dropFirst().first.flatMap { try planner.store.task(id: $0.taskID) }
        try planner.record(.complete, caller: caller, taskID: taskID, outcome: .alreadyDone)
        return Result(task: task, next: next, alreadyDone: true)
    }

    /// The next occurrence keeps its reminders: relative ones as they are, and fixed moments
    /// moved by as much as the due moved, so "at 9:00 the day before" stays that.
    static func remindersForNext(_ reminders: [Reminder], from old: Due?, to new: Due, zone: Zone) -> [Reminder] {
        guard let old else { return reminders.filter { if case .relative = $0 { return true } else { return false } } }
        let shift = new.deadline(in: zone).seconds - old.deadline(in: zone).seconds
        return reminders.map { reminder in
            if case .absolute(let instant) = reminder { return .absolute(instant.adding(seconds: shift)) }
            return reminder
        }
    }
}
