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

    public func apply(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result {
        // Look first so a wrong id says "no task 9" rather than asking to confirm.
        _ = try planner.liveTask(taskID)
        try planner.authorize(.delete, caller: caller, confirmation: confirmation)
        return try planner.transaction {
            let before = try planner.liveTask(taskID)
            var deleted = before
            deleted.status = .deleted
            deleted.modifiedAt = planner.now
            // A deleted task neither waits nor blocks: its links both ways go, each task they
            // touch is one change of this entry, and `undo` puts them back.
            deleted.depends = []
            deleted.blockedBy = []
            try planner.store.update(deleted)
            var changes = [UndoEntry.Change(taskID: taskID, before: before, after: deleted)]
            var steps: [Task] = []
            for step in try planner.store.descendants(of: before, statuses: [.pending, .done]) {
                var gone = step
                gone.status = .deleted
                gone.modifiedAt = deleted.modifiedAt
                gone.depends = []
                gone.blockedBy = []
                try planner.store.update(gone)
                steps.append(gone)
                changes.append(.init(taskID: step.id, before: step, after: gone))
            }
            // Read once the whole tree is deleted, so a step that waited for its parent is not
            // unlinked twice and a task outside waiting for several of them is one change.
            let goneIDs = Set([taskID] + steps.map(\.id))
            var unlinkedIDs = Set<Int64>()
            for goneID in [taskID] + steps.map(\.id) {
                for dependent in try planner.store.dependents(of: goneID) where unlinkedIDs.insert(dependent.id).inserted {
                    var unlinked = dependent
                    unlinked.depends.removeAll { goneIDs.contains($0.id) }
                    unlinked.modifiedAt = planner.now
                    try planner.store.update(unlinked)
                    changes.append(.init(taskID: dependent.id, before: dependent,
                                         after: try planner.store.task(id: dependent.id) ?? unlinked))
                }
            }
            try planner.record(.delete, caller: caller, taskID: taskID, summary: .deleted(task: taskID, title: before.title),
                               changes: changes)
            return Result(task: deleted, subtasks: steps)
        }
    }
}
