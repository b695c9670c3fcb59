/// Marks a task done. Completing a recurring task creates its next occurrence.
public struct CompleteTaskIntent: CommitIntent {
    public var taskID: Int64

    public init(taskID: Int64) { self.taskID = taskID }

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
                               summary: "completed \(taskID) \"\(before.title)\"", changes: changes)
            return Result(task: done, next: next, alreadyDone: false)
        }
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
