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

    /// The draft validated before anything else: a draft without a title says so whoever asks.
    public func checked(in context: CommitContext) throws(IntentError) -> CreateTaskIntent {
        var checked = self
        do { checked.draft = try draft.validated() } catch { throw .invalid(error) }
        return checked
    }

    public func write(in context: CommitContext) throws -> Written<Result> {
        try write(in: context, recordsUndo: true)
    }

    /// The result with the draft's warnings, so the person (or agent) sees what was assumed.
    public func output(of result: Result, in zone: Zone) -> JSONObject {
        result.json(in: zone, warnings: draft.warnings)
    }

    /// The write itself, of a checked draft, inside the commit's transaction. A set
    /// (`CreateTaskSetIntent`) writes its tasks through this with `recordsUndo` false and keeps
    /// one undo entry for them all.
    ///
    /// Throws `StoreError` or, for a relation that cannot be (`RelationKinds`), its refusal:
    /// `IntentError.parent` for a parent that is not there, `IntentError.dependency` for a
    /// dependency that cannot be.
    func write(in context: CommitContext, recordsUndo: Bool) throws -> Written<Result> {
        let store = context.store
        if let key = idempotencyKey, let existing = try store.task(idempotencyKey: key) {
            return Written(Result(task: existing, alreadyExisted: true),
                           audits: [context.audit(action, taskID: existing.id, outcome: .alreadyDone)])
        }
        let now = context.now
        var new = Task(id: 0, uuid: RandomID.uuid(), title: draft.title, createdAt: now, modifiedAt: now,
                       idempotencyKey: idempotencyKey)
        TaskField.copy(draft, into: &new)
        for kind in RelationKinds.all { try kind.resolve(&new, from: draft, in: context) }
        var task = try store.insert(new)
        for kind in RelationKinds.all { try kind.reread(&task, before: nil, in: store) }
        let undo = recordsUndo ? context.undo(action, summary: .created(task: task.id, title: task.title),
                                              changes: [.init(taskID: task.id, before: nil, after: task)]) : nil
        return Written(Result(task: task, alreadyExisted: false), audits: [context.audit(action, taskID: task.id)], undo: undo)
    }
}
