/// A change to some of a task's fields; fields left nil stay as they are.
public struct TaskPatch: Sendable, Hashable {
    public enum Field<Value: Sendable & Hashable>: Sendable, Hashable {
        case set(Value)
        case clear
    }

    public var title: String?
    public var notes: Field<String>?
    public var due: Field<Due>?
    public var priority: Priority?
    public var project: Field<String>?
    /// Replaces every tag.
    public var tags: [String]?
    public var addTags: [String]
    public var removeTags: [String]
    public var recurrence: Field<Recurrence>?
    /// Replaces every reminder (`[]` clears them).
    public var reminders: [Reminder]?
    /// Adds reminders to those the task has (a snooze).
    public var addReminders: [Reminder]
    public var status: TaskStatus?

    public init(title: String? = nil, notes: Field<String>? = nil, due: Field<Due>? = nil, priority: Priority? = nil,
                project: Field<String>? = nil, tags: [String]? = nil, addTags: [String] = [], removeTags: [String] = [],
                recurrence: Field<Recurrence>? = nil, reminders: [Reminder]? = nil, addReminders: [Reminder] = [],
                status: TaskStatus? = nil) {
        self.title = title
        self.notes = notes
        self.due = due
        self.priority = priority
        self.project = project
        self.tags = tags
        self.addTags = addTags
        self.removeTags = removeTags
        self.recurrence = recurrence
        self.reminders = reminders
        self.addReminders = addReminders
        self.status = status
    }

    public var isEmpty: Bool { self == TaskPatch() }

    /// `task` with the patch applied.
    public func applied(to task: Task) -> Task {
        var t = task
        if let title { t.title = title }
        if let notes { t.notes = notes.value }
        if let due { t.due = due.value }
        if let priority { t.priority = priority }
        if let project { t.project = project.value }
        if let tags { t.tags = tags }
        t.tags = TaskDraft.normalizedTags(t.tags + addTags)
        let removed = Set(TaskDraft.normalizedTags(removeTags))
        t.tags.removeAll { removed.contains($0) }
        if let recurrence { t.recurrence = recurrence.value }
        if let reminders { t.reminders = reminders }
        if !addReminders.isEmpty || reminders != nil { t.reminders = Reminder.normalized(t.reminders + addReminders) }
        if let status {
            t.status = status
            if status != .done { t.completedAt = nil }
        }
        return t
    }
}

extension TaskPatch.Field {
    var value: Value? {
        if case .set(let v) = self { return v }
        return nil
    }
}

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
    }

    /// What the edit amounts to for policy: a patch that sets the status to deleted is a
    /// delete, and needs what a delete needs (an agent cannot delete by "editing").
    public var action: Action { patch.status == .deleted ? .delete : .edit }

    public var auditedTaskID: Int64? { taskID }
    public var tool: CommitTool { .updateTask }

    public func output(of result: Result, in zone: Zone) -> JSONObject { result.json(in: zone) }

    public func apply(in planner: Planner, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Result {
        try planner.authorize(action, caller: caller, confirmation: confirmation)
        return try planner.transaction {
            let before = try planner.liveTask(taskID)
            var after = patch.applied(to: before)
            // The edited task must still be a valid draft: a title cannot become empty, and so on.
            TaskField.copy(try Self.validate(after), into: &after)
            if after == before { return Result(before: before, after: before) }
            after.modifiedAt = planner.now
            if after.status == .done, before.status != .done { after.completedAt = planner.now }
            try planner.store.update(after)
            try planner.record(action, caller: caller, taskID: taskID, summary: "edited \(taskID) \"\(before.title)\"",
                               changes: [.init(taskID: taskID, before: before, after: after)])
            return Result(before: before, after: after)
        }
    }

    private static func validate(_ task: Task) throws(IntentError) -> TaskDraft {
        do { return try task.asDraft.validated() } catch { throw .invalid(error) }
    }
}

extension TaskPatch {
    /// The patch that turns `old` into `new`, field by field.
    public static func between(_ old: TaskDraft, _ new: TaskDraft) -> TaskPatch {
        var patch = TaskPatch()
        if new.title != old.title { patch.title = new.title }
        if new.notes != old.notes { patch.notes = new.notes.map { .set($0) } ?? .clear }
        if new.due != old.due { patch.due = new.due.map { .set($0) } ?? .clear }
        if new.priority != old.priority { patch.priority = new.priority }
        if new.project != old.project { patch.project = new.project.map { .set($0) } ?? .clear }
        if new.tags != old.tags { patch.tags = new.tags }
        if new.recurrence != old.recurrence { patch.recurrence = new.recurrence.map { .set($0) } ?? .clear }
        if new.reminders != old.reminders { patch.reminders = new.reminders }
        return patch
    }
}
