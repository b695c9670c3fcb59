/// A change to some of a task's fields; fields left nil stay as they are.
public struct TaskPatch: Sendable, Hashable {
    public enum Field<Value: Sendable & Hashable>: Sendable, Hashable {
        case set(Value)
        case clear
    }

    /// New values of the fields edited by name (`TaskField.editable`): the field's key → the
    /// value as its codec writes it in JSON, `null` clearing it. `edit`, `modify` and
    /// `update_task` fill it from the field's own parser (`TaskField.EditPart`).
    public var values: [String: JSONValue]
    /// New values of the fields that are a moment or a whole day (`TaskField.dateFields`:
    /// `due`, `start`, `wait`): the field's key → its new date, or `.clear`.
    public var dates: [String: Field<Due>]
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
    /// Replaces every dependency (`[]` clears them); then `addDepends` and `removeDepends`
    /// (Taskwarrior's `depends:3,5` and `depends:-3`) change what is left.
    public var depends: [TaskLink]?
    public var addDepends: [TaskLink] = []
    public var removeDepends: [TaskLink] = []
    /// Notes to add as annotations, dated when the patch is applied (`edit --notes`,
    /// `annotate`, `modify notes:`, an agent's `notes`): added, never in place of the others.
    public var annotate: [String]
    /// Replaces every annotation (`denotate`, a refined or proposed draft's list; `[]` clears them).
    public var annotations: [Annotation]?

    /// `title` and `priority` are shorthands for their entries in `values`.
    public init(title: String? = nil, values: [String: JSONValue] = [:], dates: [String: Field<Due>] = [:], priority: Priority? = nil,
                tags: [String]? = nil, addTags: [String] = [], removeTags: [String] = [],
                recurrence: Field<Recurrence>? = nil, reminders: [Reminder]? = nil, addReminders: [Reminder] = [],
                status: TaskStatus? = nil, annotate: [String] = [], annotations: [Annotation]? = nil) {
        self.values = values
        self.annotate = annotate
        self.annotations = annotations
        if let title { self.values["title"] = .string(title) }
        if let priority { self.values["priority"] = .string(priority.rawValue) }
        self.dates = dates
        self.tags = tags
        self.addTags = addTags
        self.removeTags = removeTags
        self.recurrence = recurrence
        self.reminders = reminders
        self.addReminders = addReminders
        self.status = status
    }

    public var isEmpty: Bool { self == TaskPatch() }

    /// `task` with the patch applied; notes it adds are dated `now` (the task's last change
    /// when not given, as for a proposal shown before it is accepted).
    public func applied(to task: Task, now: Instant? = nil) -> Task {
        var t = task
        if let annotations { t.annotations = annotations }
        t.annotations += annotate.map { Annotation(entry: now ?? task.modifiedAt, text: $0) }
        for field in TaskField.editable {
            if let value = values[field.name] { field.edit!.apply(&t, value) }
        }
        for field in TaskField.dateFields {
            if let date = dates[field.name] { t[keyPath: field.date!.task] = date.value }
        }
        if let tags { t.tags = tags }
        t.tags = TaskDraft.normalizedTags(t.tags + addTags)
        let removed = Set(TaskDraft.normalizedTags(removeTags))
        t.tags.removeAll { removed.contains($0) }
        if let recurrence { t.recurrence = recurrence.value }
        if let reminders { t.reminders = reminders }
        if !addReminders.isEmpty || reminders != nil { t.reminders = Reminder.normalized(t.reminders + addReminders) }
        if let depends { t.depends = depends }
        if !addDepends.isEmpty || !removeDepends.isEmpty {
            t.depends = (t.depends + addDepends).withoutRepeats.filter { link in
                !removeDepends.contains { $0.id > 0 ? $0.id == link.id : $0.uid == link.uid }
            }
        }
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
        for field in TaskField.editable {
            if let value = field.edit!.change(old, new) { patch.values[field.name] = value }
        }
        for field in TaskField.dateFields {
            let path = field.date!.draft
            if new[keyPath: path] != old[keyPath: path] { patch.dates[field.name] = new[keyPath: path].map { .set($0) } ?? .clear }
        }
        if new.tags != old.tags { patch.tags = new.tags }
        if new.recurrence != old.recurrence { patch.recurrence = new.recurrence.map { .set($0) } ?? .clear }
        if new.reminders != old.reminders { patch.reminders = new.reminders }
        if new.depends != old.depends { patch.depends = new.depends }
        if new.annotations != old.annotations { patch.annotations = new.annotations }
        if let notes = new.notes, !notes.isEmpty, notes != old.notes { patch.annotate = [notes] }
        return patch
    }
}
