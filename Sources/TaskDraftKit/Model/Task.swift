/// A committed task, as stored.
public struct Task: Sendable, Hashable, Identifiable {
    /// Small, stable number people type (`taskdraft done 3`).
    public var id: Int64
    /// Stable identity across exports and imports.
    public var uuid: String
    public var title: String
    /// Dated notes, oldest first as they were added (Taskwarrior's annotations).
    public var annotations: [Annotation]
    public var status: TaskStatus
    public var priority: Priority
    public var project: String?
    public var tags: [String]
    public var due: Due?
    /// When work on it begins ("from Monday to Friday" starts Monday): a moment or a whole
    /// day, the same shape as `due`.
    public var start: Due?
    /// Until when it is hidden from lists (Taskwarrior's `wait`): a moment or a whole day.
    public var wait: Due?
    /// How long it takes to do ("estimate 2h"); never a moment.
    public var estimate: Estimate?
    /// The UID of the task this one is a step of (`add --parent 3`, iCalendar's
    /// `RELATED-TO;RELTYPE=PARENT`); nil for a task at the top.
    public var parent: String?
    public var recurrence: Recurrence?
    /// When to tell the person (`taskdraft remind`), in order.
    public var reminders: [Reminder]
    /// The tasks this one waits for (Taskwarrior's `depends`), in the order they were given.
    public var depends: [TaskLink]
    /// The ids among `depends` still pending, which keep it blocked: read from the store with
    /// the task, never written (a blocker's completion unblocks without touching this row).
    public var blockedBy: [Int64]
    /// Waits for a task that is still pending (Taskwarrior's "blocked").
    public var blocked: Bool { !blockedBy.isEmpty }
    public var createdAt: Instant
    public var modifiedAt: Instant
    public var completedAt: Instant?
    /// Set when the task came from a create with an idempotency key.
    public var idempotencyKey: String?

    public init(id: Int64, uuid: String, title: String, notes: String? = nil, status: TaskStatus = .pending,
                priority: Priority = .unset, project: String? = nil, tags: [String] = [], due: Due? = nil,
                recurrence: Recurrence? = nil, createdAt: Instant, modifiedAt: Instant, completedAt: Instant? = nil,
                idempotencyKey: String? = nil, reminders: [Reminder] = [], start: Due? = nil, wait: Due? = nil,
                estimate: Estimate? = nil, parent: String? = nil, depends: [TaskLink] = [], blockedBy: [Int64] = [],
                annotations: [Annotation] = []) {
        self.id = id
        self.uuid = uuid
        self.title = title
        // Notes given with a new task are its first annotation, dated when it was made.
        self.annotations = annotations + (notes.map { [Annotation(entry: createdAt, text: $0)] } ?? [])
        self.status = status
        self.priority = priority
        self.project = project
        self.tags = tags
        self.due = due
        self.start = start
        self.wait = wait
        self.estimate = estimate
        self.parent = parent
        self.recurrence = recurrence
        self.reminders = reminders
        self.depends = depends
        self.blockedBy = blockedBy
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt
        self.completedAt = completedAt
        self.idempotencyKey = idempotencyKey
    }

    /// The annotations' texts as one, oldest first, for formats and views with one notes text.
    public var notes: String? { Annotation.joined(annotations) }

    /// The task's fields as a draft, e.g. to offer "the same again on Monday".
    public var asDraft: TaskDraft {
        var draft = TaskDraft(title: title, backend: "store")
        for (_, part) in TaskField.draftParts { part.toDraft(self, &draft) }
        return draft
    }

    /// The JSON shape `list --json`, `show --json` and MCP results share (`TaskField.all`).
    public func json(in zone: Zone) -> JSONObject {
        var object = JSONObject()
        for field in TaskField.all { field.shown(self, zone) { object.append($0, $1) } }
        return object
    }
}

extension Task {
    /// Writes `json(in:)` straight into `writer`, same keys and order, without building a
    /// `JSONObject`: `list --all` and exports write a hundred thousand of these. Exports
    /// leave out `id`: ids belong to one database, the UUID travels.
    public func writeJSON(into writer: inout JSONWriter, zone: Zone, includeID: Bool = true) {
        TaskField.writeShown(self, zone: zone, includeID: includeID, into: &writer)
    }
}
