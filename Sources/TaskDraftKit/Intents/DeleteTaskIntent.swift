/// Deletes a task: it leaves every list but stays in the file, so `undo` can bring it back.
/// A parent goes with its subtasks, open or done (a step makes no sense without what it is a
/// step of), in the same change, so one `undo` brings the whole tree back.
public struct DeleteTaskIntent: CommitIntent {
    public var taskID: Int64

    public init(taskID: Int64) { self.taskID = taskID }

    public struct Result: Sendable, Hashable {
        public let task: Task
        /// Its subtasks, deleted with it.
        public var subtasks: [Task] = []
    }

    public var action: Action { .delete }
    public var auditedTaskID: Int64? { taskID }
    public var tool: CommitTool { .deleteTask }

    public func output(of result: Result, in zone: Zone) -> JSONObject { result.json(in: zone) }

    /// Looks first, so a wrong id says "no task 9" rather than asking to confirm.
    public func checked(in context: CommitContext) throws(IntentError) -> DeleteTaskIntent {
        _ = try context.liveTask(taskID)
        return self
    }

    public func write(in context: CommitContext) throws -> Written<Result> {
        let store = context.store
        let before = try context.liveTask(taskID)
        let deleted = Self.deleted(before, at: context.now)
        try store.update(deleted, from: before)
        var changes = [UndoEntry.Change(taskID: taskID, before: before, after: deleted)]
        var steps: [Task] = []
        for step in try store.descendants(of: before, statuses: [.pending, .done]) {
            let gone = Self.deleted(step, at: context.now)
            try store.update(gone, from: step)
            steps.append(gone)
            changes.append(.init(taskID: step.id, before: step, after: gone))
        }
        // Once the whole tree is deleted, what named any of it no longer does.
        for kind in RelationKinds.all { try kind.unlink(from: [taskID] + steps.map(\.id), in: context, changes: &changes) }
        return Written(Result(task: deleted, subtasks: steps), audits: [context.audit(.delete, taskID: taskID)],
                       undo: context.undo(.delete, summary: .deleted(task: taskID, title: before.title), changes: changes))
    }

    /// `task` deleted at `now`, the task and each of its steps alike. A deleted task is in no
    /// relation (`RelationKind.drop`): each task its relations touch is one change of the
    /// entry, and `undo` puts them back.
    private static func deleted(_ task: Task, at now: Instant) -> Task {
        var gone = task
        gone.status = .deleted
        gone.modifiedAt = now
        for kind in RelationKinds.all { kind.drop(from: &gone) }
        return gone
    }
}
