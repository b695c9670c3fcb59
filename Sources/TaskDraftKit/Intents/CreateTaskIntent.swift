/// Writes a confirmed draft as a new task.
///
/// Idempotent when given a key: the same key returns the task it first created, reported as
/// already done, so re-running a script or an import never duplicates.
public struct CreateTaskIntent: Sendable {
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

    public func perform(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result {
        try planner.audited(.create, caller: caller, taskID: nil) { () throws(IntentError) -> Result in
            try creating(in: planner, caller: caller, confirmation: confirmation)
        }
    }

    private func creating(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result {
        let draft: TaskDraft
        do { draft = try self.draft.validated() } catch { throw .invalid(error) }
        try planner.authorize(.create, caller: caller, confirmation: confirmation, taskID: nil)
        return try planner.transaction {
            try perform(validated: draft, in: planner, caller: caller)
        }
    }

    /// The write itself, for callers already inside a transaction (batch import commits many
    /// records per transaction after authorising once).
    public func perform(validated draft: TaskDraft, in planner: Planner, caller: Caller, action: Action = .create) throws(StoreError) -> Result {
        let store = planner.store
        if let key = idempotencyKey, let existing = try store.task(idempotencyKey: key) {
            try planner.record(action, caller: caller, taskID: existing.id, outcome: "already_done")
            return Result(task: existing, alreadyExisted: true)
        }
        let now = planner.now
        let task = try store.insert(Task(
            id: 0, uuid: RandomID.uuid(), title: draft.title, notes: draft.notes, status: .pending,
            priority: draft.priority, project: draft.project, tags: draft.tags, due: draft.due,
            recurrence: draft.recurrence, createdAt: now, modifiedAt: now, idempotencyKey: idempotencyKey))
        try planner.record(action, caller: caller, taskID: task.id, summary: "created \(task.id) \"\(task.title)\"",
                           changes: [.init(taskID: task.id, before: nil, after: task)])
        return Result(task: task, alreadyExisted: false)
    }
}
