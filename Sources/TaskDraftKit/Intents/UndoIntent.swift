/// Reverts the most recent change that has not been undone yet, whatever rows it touched.
public struct UndoIntent: CommitIntent {
    public init() {}

    public struct Result: Sendable, Hashable {
        public let entry: UndoEntry
        /// The rows as they are now, after the undo (rows the undo removed are absent).
        public let restored: [Task]
    }

    public var action: Action { .undo }
    public var auditedTaskID: Int64? { nil }
    public var tool: CommitTool { .undo }

    public func output(of result: Result, in zone: Zone) -> JSONObject { result.json(in: zone) }

    public func apply(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result {
        try planner.authorize(.undo, caller: caller, confirmation: confirmation)
        return try planner.transaction {
            guard let entry = try planner.store.lastUndoable(), let entryID = entry.id else { throw IntentError.nothingToUndo }
            if let refusal = planner.policy.undoRefusal(ofChangeBy: entry.caller, caller: caller) {
                throw IntentError.refused(.undo, refusal)
            }
            var restored: [Task] = []
            if let run = entry.importRun {
                // Tags and full-text rows go with the tasks (ON DELETE CASCADE, triggers).
                _ = try planner.store.removeImported(run: run)
            }
            for change in entry.changes.reversed() {
                if var before = change.before {
                    if let edit = change.annotations {
                        before.annotations = edit.reverted(try planner.store.task(id: change.taskID)?.annotations ?? [])
                    }
                    try planner.store.restore(before)
                    restored.append(before)
                } else {
                    try planner.store.remove(id: change.taskID)
                }
            }
            try planner.store.markUndone(entryID, at: planner.now)
            try planner.record(.undo, caller: caller, taskID: entry.changes.first?.taskID, detail: entry.summary.english)
            return Result(entry: entry, restored: restored.reversed())
        }
    }
}
