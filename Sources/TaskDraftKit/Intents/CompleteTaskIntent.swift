/// Marks a task done. Completing a recurring task creates its next occurrence.
///
/// With an idempotency key, a call repeated after a lost reply answers what the first one did
/// (the task, its next occurrence) as already done; the key lives on the change's undo entry,
/// so undoing the completion frees it.
public struct CompleteTaskIntent: CommitIntent {
    public var taskID: Int64
    public var idempotencyKey: String?
    /// Whether the task's open subtasks are completed with it: a person said yes (or `--yes`).
    /// Without it, a task with open subtasks is refused (`ParentProblem.openSubtasks`), and an
    /// agent, who cannot say yes for the person, is always refused.
    public var withSubtasks: Bool

    public init(taskID: Int64, idempotencyKey: String? = nil, withSubtasks: Bool = false) {
        self.taskID = taskID
        self.idempotencyKey = idempotencyKey
        self.withSubtasks = withSubtasks
    }

    public struct Result: Sendable, Hashable {
        public let task: Task
        /// The next occurrence of a recurring task, created by this completion.
        public let next: Task?
        public let alreadyDone: Bool
        /// The open subtasks completed with it, parents before their steps.
        public var subtasks: [Task] = []
    }

    public var action: Action { .complete }
    public var auditedTaskID: Int64? { taskID }
    public var tool: CommitTool { .completeTask }

    public func output(of result: Result, in zone: Zone) -> JSONObject { result.json(in: zone) }

    public func write(in context: CommitContext) throws -> Written<Result> {
        let store = context.store
        if let key = idempotencyKey, let earlier = try store.undoEntry(idempotencyKey: key) {
            return try repeated(earlier, in: context)
        }
        let before = try context.liveTask(taskID)
        if before.status == .done {
            return Written(Result(task: before, next: nil, alreadyDone: true),
                           audits: [context.audit(.complete, taskID: taskID, outcome: .alreadyDone)])
        }
        let open = try store.descendants(of: before)
        let isAgent = if case .agent = context.caller { true } else { false }
        if !open.isEmpty, !withSubtasks || isAgent {
            throw IntentError.parent(.openSubtasks(task: taskID, count: open.count))
        }
        let now = context.now
        var done = before
        done.status = .done
        done.completedAt = now
        done.modifiedAt = now
        try store.update(done, from: before)
        // The steps are done with their parent, once: a recurring step does not go on under a
        // finished parent.
        var steps: [Task] = []
        var stepChanges: [UndoEntry.Change] = []
        for step in open {
            var finished = step
            finished.status = .done
            finished.completedAt = now
            finished.modifiedAt = now
            try store.update(finished, from: step)
            steps.append(finished)
            stepChanges.append(.init(taskID: step.id, before: step, after: finished))
        }
        let (next, following) = try context.continueSeries(of: done)
        let changes = [UndoEntry.Change(taskID: taskID, before: before, after: done)] + stepChanges + following
        return Written(Result(task: done, next: next, alreadyDone: false, subtasks: steps),
                       audits: [context.audit(.complete, taskID: taskID, detail: next.map { "next occurrence \($0.id)" })],
                       undo: context.undo(.complete, summary: .completed(task: taskID, title: before.title), changes: changes,
                                          idempotencyKey: idempotencyKey))
    }

    /// The first call's result, as the rows are now: the task it completed and the occurrence
    /// it created. A key first used on another task refuses the call.
    private func repeated(_ entry: UndoEntry, in context: CommitContext) throws -> Written<Result> {
        guard entry.intent == Action.complete.rawValue, let first = entry.changes.first, first.taskID == taskID else {
            throw IntentError.refused(.complete, .keyUsedForAnotherTask(entry.changes.first?.taskID ?? 0))
        }
        let task = try context.liveTask(taskID)
        // The occurrence it created is the change with nothing before it (the steps it completed had a before).
        let next = try entry.changes.dropFirst().first { $0.before == nil }.flatMap { try context.store.task(id: $0.taskID) }
        return Written(Result(task: task, next: next, alreadyDone: true),
                       audits: [context.audit(.complete, taskID: taskID, outcome: .alreadyDone)])
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
