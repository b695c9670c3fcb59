/// Writes a confirmed draft as a new task.
///
/// Idempotent when given a key: the same key returns the task it first created, reported as
/// already done, so re-running a script or an import never duplicates.
public struct CreateTaskIntent: CommitIntent {
    public var draft: TaskDraft
    public var idempotencyKey: String?

    public init(draft: TaskDraft, idempotencyKey: String? = nil) {
        self.draft = draft
        self.idempotencyKey = idempotencyKey
    }

    public struct Result: Sendable, Hashable {
        public let task: Task
        /// True when the idempotency key had already created this task.
        public let alreadyExisted: Bool
    }

    public var action: Action { .create }
    public var auditedTaskID: Int64? { nil }
    public var tool: CommitTool { .createTask }

    public func apply(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result {
        let draft: TaskDraft
        do { draft = try self.draft.validated() } catch { throw .invalid(error) }
        try planner.authorize(.create, caller: caller, confirmation: confirmation)
        return try planner.transaction {
            try write(validated: draft, in: planner, caller: caller, recordsUndo: true)
        }
    }

    /// The result with the draft's warnings, so the person (or agent) sees what was assumed.
    public func output(of result: Result, in zone: Zone) -> JSONObject {
        result.json(in: zone, warnings: draft.warnings)
    }

    /// The write itself, inside the commit's transaction. A set (`CreateTaskSetIntent`) writes
    /// its tasks through this with `recordsUndo` false and keeps one undo entry for them all.
    ///
    /// Throws `StoreError` or, for a parent that is not there, `IntentError.parent`, or for a
    /// dependency that cannot be, `IntentError.dependency`.
    func write(validated draft: TaskDraft, in planner: Planner, caller: Caller, recordsUndo: Bool) throws -> Result {
        let store = planner.store
        if let key = idempotencyKey, let existing = try store.task(idempotencyKey: key) {
            try planner.record(action, caller: caller, taskID: existing.id, outcome: .alreadyDone)
            return Result(task: existing, alreadyExisted: true)
        }
        let now = planner.now
        var new = Task(id: 0, uuid: RandomID.uuid(), title: draft.title, createdAt: now, modifiedAt: now,
                       idempotencyKey: idempotencyKey)
        TaskField.copy(draft, into: &new)
        new.parent = try planner.parentUID(for: draft)
        try planner.resolveDependencies(of: &new)
        var task = try store.insert(new)
        // Whether it is blocked is the store's to say (a blocker may be pending or done).
        if !task.depends.isEmpty, let stored = try store.task(id: task.id) { task = stored }
        try planner.record(action, caller: caller, taskID: task.id, summary: .created(task: task.id, title: task.title),
                           changes: recordsUndo ? [.init(taskID: task.id, before: nil, after: task)] : [])
        return Result(task: task, alreadyExisted: false)
    }
}
