/// A committed task, as stored.
public struct Task: Sendable, Hashable, Identifiable {
    /// Small, stable number people type (`taskdraft done 3`).
    public var id: Int64
    /// Stable identity across exports and imports.
    public var uuid: String
    public var title: String
    public var notes: String?
    public var status: TaskStatus
    public var priority: Priority
    public var project: String?
    public var tags: [String]
    public var due: Due?
    public var recurrence: Recurrence?
    public var createdAt: Instant
    public var modifiedAt: Instant
    public var completedAt: Instant?
    /// Set when the task came from a create with an idempotency key.
    public var idempotencyKey: String?

    public init(id: Int64, uuid: String, title: String, notes: String? = nil, status: TaskStatus = .pending,
                priority: Priority = .normal, project: String? = nil, tags: [String] = [], due: Due? = nil,
                recurrence: Recurrence? = nil, createdAt: Instant, modifiedAt: Instant, completedAt: Instant? = nil,
                idempotencyKey: String? = nil) {
        self.id = id
        self.uuid = uuid
        self.title = title
        self.notes = notes
        self.status = status
        self.priority = priority
        self.project = project
        self.tags = tags
        self.due = due
        self.recurrence = recurrence
        self.createdAt = createdAt
        self.modifiedAt = modifiedAt
        self.completedAt = completedAt
        self.idempotencyKey = idempotencyKey
    }

    /// The task's fields as a draft, e.g. to offer "the same again on Monday".
    public var asDraft: TaskDraft {
        TaskDraft(title: title, notes: notes, due: due, priority: priority, project: project, tags: tags,
                  recurrence: recurrence, backend: "store")
    }

    /// The JSON shape `list --json`, `show --json` and MCP results share.
    public func json(in zone: Zone) -> JSONObject {
        let (due, dueDate) = self.due?.contractFields ?? (nil, nil)
        return [
            "id": .int(id),
            "uuid": .string(uuid),
            "title": .string(title),
            "notes": .optional(notes),
            "status": .string(status.rawValue),
            "due": .optional(due),
            "due_date": .optional(dueDate),
            "priority": .string(priority.rawValue),
            "project": .optional(project),
            "tags": .array(tags.map(JSONValue.string)),
            "recurrence": .optional(recurrence?.rrule),
            "created": .string(zone.zoned(createdAt).description),
            "modified": .string(zone.zoned(modifiedAt).description),
            "completed": .optional(completedAt.map { zone.zoned($0).description }),
        ]
    }
}

extension Task {
    /// Writes `json(in:)` straight into `writer`, same keys and order, without building a
    /// `JSONObject`: `list --all` and exports write a hundred thousand of these.
    public func writeJSON(into writer: inout JSONWriter, zone: Zone) {
        let (due, dueDate) = self.due?.contractFields ?? (nil, nil)
        writer.raw("{\"id\":")
        writer.append(String(id))
        writer.raw(",\"uuid\":")
        writer.writeString(uuid)
        writer.raw(",\"title\":")
        writer.writeString(title)
        writer.raw(",\"notes\":")
        writer.writeOptional(notes)
        writer.raw(",\"status\":")
        writer.writeString(status.rawValue)
        writer.raw(",\"due\":")
        writer.writeOptional(due)
        writer.raw(",\"due_date\":")
        writer.writeOptional(dueDate)
        writer.raw(",\"priority\":")
        writer.writeString(priority.rawValue)
        writer.raw(",\"project\":")
        writer.writeOptional(project)
        writer.raw(",\"tags\":")
        writer.writeStrings(tags)
        writer.raw(",\"recurrence\":")
        writer.writeOptional(recurrence?.rrule)
        writer.raw(",\"created\":")
        writer.writeString(zone.zoned(createdAt).description)
        writer.raw(",\"modified\":")
        writer.writeString(zone.zoned(modifiedAt).description)
        writer.raw(",\"completed\":")
        writer.writeOptional(completedAt.map { zone.zoned($0).description })
        writer.bytes.append(0x7D)
    }
}
