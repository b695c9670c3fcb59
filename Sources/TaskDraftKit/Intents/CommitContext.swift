/// What an intent's write runs against inside the commit's transaction: the store, the
/// moment of the commit, who asks and the policy. `Planner.commit` hands it down; the intent
/// writes its rows and hands back what to audit and undo (`Written`), so nothing below the
/// commit calls back into the `Planner`.
public struct CommitContext {
    public let store: TaskStore
    public let policy: Policy
    public let caller: Caller
    /// One moment for the whole commit: the rows, the audit and the undo entry agree on it.
    public let now: Instant

    public var zone: Zone { store.zone }

    /// An audit row for `caller` at `now`.
    func audit(_ action: Action, taskID: Int64?, outcome: AuditOutcome = .ok, detail: String? = nil) -> AuditEntry {
        AuditEntry(at: now, caller: caller, intent: .action(action), taskID: taskID, outcome: outcome, detail: detail)
    }

    /// The undo entry for `changes`, or nil when nothing changed.
    func undo(_ action: Action, summary: UndoSummary, changes: [UndoEntry.Change], idempotencyKey: String? = nil) -> UndoEntry? {
        guard !changes.isEmpty else { return nil }
        return UndoEntry(at: now, caller: caller, intent: action.rawValue, summary: summary, changes: changes,
                         idempotencyKey: idempotencyKey)
    }

    /// A task that exists and is not deleted, or `notFound`.
    func liveTask(_ id: Int64) throws(IntentError) -> Task {
        let task: Task?
        do { task = try store.task(id: id) } catch { throw .store(error) }
        guard let task, task.status != .deleted else { throw .notFound(id) }
        return task
    }
}
