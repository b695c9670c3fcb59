/// Changes some fields of a task, checked by the same rules as a new draft.
public struct EditTaskIntent: CommitIntent {
    public var taskID: Int64
    public var patch: TaskPatch

    public init(taskID: Int64, patch: TaskPatch) {
        self.taskID = taskID
        self.patch = patch
    }

    public struct Result: Sendable, Hashable {
        public let before: Task
        public let after: Task
        /// The next occurrence of a recurring task this edit marked done, as `done` makes it.
        public let next: Task?

        /// What the person (or agent) is told of the edited task: a start or a wait after the
        /// due (`DateOrderWarning`), when the edit moved a date.
        public func warnings(in zone: Zone) -> [DraftWarning] {
            guard TaskField.dateParts.contains(where: { $0.date.value(of: after) != $0.date.value(of: before) }) else { return [] }
            return DateOrderWarning.of(after, zone: zone).map(DraftWarning.init)
        }
    }

    /// What the edit amounts to for policy: a patch that sets the status to deleted is a
    /// delete, and needs what a delete needs (an agent cannot delete by "editing").
    public var action: Action { patch.status == .deleted ? .delete : .edit }

    public var auditedTaskID: Int64? { taskID }
    public var tool: CommitTool { .updateTask }

    public func output(of result: Result, in zone: Zone) -> JSONObject { result.json(in: zone) }

    public func write(in context: CommitContext) throws -> Written<Result> {
        let store = context.store
        let before = try context.liveTask(taskID)
        let now = context.now
        var resolved = patch
        for kind in RelationKinds.all { resolved = try kind.resolved(resolved, for: before, in: context) }
        var after = resolved.applied(to: before, now: now)
        // The edited task must still be a valid draft: a title cannot become empty, and so on.
        TaskField.copy(try Self.validate(after), into: &after)
        for kind in RelationKinds.all { try kind.resolve(&after, from: before, in: context) }
        if after == before { return Written(Result(before: before, after: before, next: nil)) }
        after.modifiedAt = now
        let completes = after.status == .done && before.status != .done
        if completes { after.completedAt = now }
        // `done` asks about a parent's open steps; an edit to done has no such question.
        if completes, case let open = try store.descendants(of: before), !open.isEmpty {
            throw IntentError.parent(.openSubtasks(task: taskID, count: open.count))
        }
        try store.update(after, from: before)
        for kind in RelationKinds.all { try kind.reread(&after, before: before, in: store) }
        var changes = [UndoEntry.Change(taskID: taskID, before: before, after: after)]
        var next: Task?
        if completes {
            // Marking a task done is a completion however it is asked for: a recurring task
            // goes on as `done` makes it go on (by the edited rule and due, if this edit
            // changed them too), so a device that edits and one that runs `done` agree.
            let (following, made) = try context.continueSeries(of: after)
            next = following
            changes += made
        }
        return Written(Result(before: before, after: after, next: next),
                       audits: [context.audit(action, taskID: taskID, detail: next.map { "next occurrence \($0.id)" })],
                       undo: context.undo(action, summary: .edited(task: taskID, title: before.title), changes: changes))
    }

    private static func validate(_ task: Task) throws(IntentError) -> TaskDraft {
        do { return try task.asDraft.validated() } catch { throw .invalid(error) }
    }
}
