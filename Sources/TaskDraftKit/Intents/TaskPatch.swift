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
    /// Changes to the fields that are lists (`TaskField.listFields`: `tags`, `reminders`,
    /// `depends`): the field's key → the values replacing its list, then those added and those
    /// taken away, each as the field writes it in JSON. Set through `self[list:]`, which keeps
    /// no empty change, so a patch that changes nothing stays empty.
    public private(set) var lists: [String: ListChange]
    public var recurrence: Field<Recurrence>?
    public var status: TaskStatus?
    /// Notes to add as annotations, dated when the patch is applied (`edit --notes`,
    /// `annotate`, `modify notes:`, an agent's `notes`): added, never in place of the others.
    public var annotate: [String]
    /// Replaces every annotation (`denotate`, a refined or proposed draft's list; `[]` clears them).
    public var annotations: [Annotation]?

    /// `title` and `priority` are shorthands for their entries in `values`.
    public init(title: String? = nil, values: [String: JSONValue] = [:], dates: [String: Field<Due>] = [:], priority: Priority? = nil,
                lists: [String: ListChange] = [:], recurrence: Field<Recurrence>? = nil,
                status: TaskStatus? = nil, annotate: [String] = [], annotations: [Annotation]? = nil) {
        self.values = values
        self.annotate = annotate
        self.annotations = annotations
        if let title { self.values["title"] = .string(title) }
        if let priority { self.values["priority"] = .string(priority.rawValue) }
        self.dates = dates
        self.lists = lists.filter { !$0.value.isEmpty }
        self.recurrence = recurrence
        self.status = status
    }

    /// What the patch does to the list field `key` (an empty change when nothing).
    public subscript(list key: String) -> ListChange {
        get { lists[key] ?? ListChange() }
        set { lists[key] = newValue.isEmpty ? nil : newValue }
    }

    public var isEmpty: Bool { self == TaskPatch() }

    /// How many of `task`'s notes the patch takes off by leaving it none (`notes:none`, `edit
    /// --notes none`, a denotate of its one note), which a person is told with how they come
    /// back; 0 when it takes off none that way.
    public func notesCleared(from task: Task) -> Int { annotations?.isEmpty == true ? task.annotations.count : 0 }

    /// `task` with the patch applied; notes it adds are dated `now` (the task's last change
    /// when not given, as for a proposal shown before it is accepted).
    public func applied(to task: Task, now: Instant? = nil) -> Task {
        var t = task
        if let annotations { t.annotations = annotations }
        t.annotations += annotate.map { Annotation(entry: now ?? task.modifiedAt, text: $0) }
        for (field, edit) in TaskField.editParts {
            if let value = values[field.name] { edit.apply(&t, value) }
        }
        for (field, date) in TaskField.dateParts {
            if let given = dates[field.name] { t[keyPath: date.task] = given.value }
        }
        for (field, list) in TaskField.listParts {
            if let change = lists[field.name] { list.apply(&t, change) }
        }
        if let recurrence { t.recurrence = recurrence.value }
        if let status {
            t.status = status
            if status != .done { t.completedAt = nil }
        }
        return t
    }
}

extension TaskPatch {
    /// A change to a list: every value replaced (`[]` clears the list), then values added and
    /// values taken away (Taskwarrior's `+tag`/`-tag`, `depends:3,-5`), each as its field writes it in JSON.
    public struct ListChange: Sendable, Hashable {
        public var replace: [JSONValue]?
        public var add: [JSONValue]
        public var remove: [JSONValue]

        public init(replace: [JSONValue]? = nil, add: [JSONValue] = [], remove: [JSONValue] = []) {
            self.replace = replace
            self.add = add
            self.remove = remove
        }

        public var isEmpty: Bool { replace == nil && add.isEmpty && remove.isEmpty }
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
        for (field, edit) in TaskField.editParts {
            if let value = edit.change(old, new) { patch.values[field.name] = value }
        }
        for (field, date) in TaskField.dateParts {
            let path = date.draft
            if new[keyPath: path] != old[keyPath: path] { patch.dates[field.name] = new[keyPath: path].map { .set($0) } ?? .clear }
        }
        for (field, list) in TaskField.listParts {
            if let change = list.change(old, new) { patch.lists[field.name] = change }
        }
        if new.recurrence != old.recurrence { patch.recurrence = new.recurrence.map { .set($0) } ?? .clear }
        if new.annotations != old.annotations { patch.annotations = new.annotations }
        for field in TaskField.changedByText {
            guard case .longText(let text?)? = field.label?.reading(of: new), !text.isEmpty,
                  field.label?.reading(of: old) != .longText(text) else { continue }
            field.change(by: .set(text), in: &patch)
        }
        return patch
    }
}
