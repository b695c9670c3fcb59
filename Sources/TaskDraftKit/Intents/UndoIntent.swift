/// Reverts the most recent change that has not been undone yet, whatever rows it touched.
public struct UndoIntent: Sendable {
    public init() {}

    public struct Result: Sendable, Hashable {
        public let entry: UndoEntry
        /// The rows as they are now, after the undo (rows the undo removed are absent).
        public let restored: [Task]
    }

    public func perform(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result {
        try planner.audited(.undo, caller: caller, taskID: nil) { () throws(IntentError) -> Result in
            try undoing(in: planner, caller: caller, confirmation: confirmation)
        }
    }

    private func undoing(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result {
        try planner.authorize(.undo, caller: caller, confirmation: confirmation, taskID: nil)
        return try planner.transaction {
            guard let entry = try planner.store.lastUndoable(), let entryID = entry.id else { throw IntentError.nothingToUndo }
            var restored: [Task] = []
            if let run = entry.importRun {
                // Tags and full-text rows go with the tasks (ON DELETE CASCADE, triggers).
                _ = try planner.store.removeImported(run: run)
            }
            for change in entry.changes.reversed() {
                if let before = change.before {
                    try planner.store.restore(before)
                    restored.append(before)
                } else {
                    try planner.store.remove(id: change.taskID)
                }
            }
            try planner.store.markUndone(entryID, at: planner.now)
            try planner.record(.undo, caller: caller, taskID: entry.changes.first?.taskID, detail: entry.summary)
            return Result(entry: entry, restored: restored.reversed())
        }
    }
}
