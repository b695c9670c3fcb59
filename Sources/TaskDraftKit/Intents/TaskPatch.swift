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
