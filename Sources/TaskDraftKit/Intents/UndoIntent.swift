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

    public func write(in context: CommitContext) throws -> Written<Result> {
        let store = context.store
        guard let entry = try store.lastUndoable(), let entryID = entry.id else { throw IntentError.nothingToUndo }
        if let refusal = context.policy.undoRefusal(ofChangeBy: entry.caller, caller: context.caller) {
            throw IntentError.refused(.undo, refusal)
        }
        var restored: [Task] = []
        if let run = entry.importRun {
            // Tags and full-text rows go with the tasks (ON DELETE CASCADE, triggers).
            _ = try store.removeImported(run: run)
        }
        for change in entry.changes.reversed() {
            if var before = change.before {
                if !change.edits.isEmpty {
                    // A field the row kept as an edit is that edit reverted on the task as it is.
                    let current = try store.task(id: change.taskID)
                    for (field, logged) in TaskField.loggedAsEdits {
                        if let edit = change.edits[field.name] { logged.revert(edit, current, &before) }
                    }
                }
                try store.restore(before)
                restored.append(before)
            } else {
                try store.remove(id: change.taskID)
            }
        }
        try store.markUndone(entryID, at: context.now)
        return Written(Result(entry: entry, restored: restored.reversed()),
                       audits: [context.audit(.undo, taskID: entry.changes.first?.taskID, detail: entry.summary.english)])
    }
}
