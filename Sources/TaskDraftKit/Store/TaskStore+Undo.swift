/// What one intent changed, kept so `undo` can put every touched row back.
public struct UndoEntry: Sendable, Hashable {
    /// One row before and after; nil before means the intent created it, nil after that it removed it.
    public struct Change: Sendable, Hashable {
        public var taskID: Int64
        public var before: Task?
        public var after: Task?
        /// What the change did to the task's annotations, for a row read back that kept only
        /// that (`appendUndo`): `before` and `after` then carry none, and undo reverts the
        /// edit on the task's list as it is (`AnnotationEdit.reverted`).
        public var annotations: AnnotationEdit?

        public init(taskID: Int64, before: Task?, after: Task?, annotations: AnnotationEdit? = nil) {
            self.taskID = taskID
            self.before = before
            self.after = after
            self.annotations = annotations
        }
    }

    public var id: Int64?
    public var at: Instant
    public var caller: Caller
    public var intent: String
    /// What changed, as a person reads it: `completed 3 "Submit the report"`.
    public var summary: UndoSummary
    public var changes: [Change]
    /// Set for a batch import instead of `changes`: the audit detail its created tasks carry.
    /// An import can create a million tasks; their snapshots do not belong in one undo row.
    public var importRun: String?
    public var undoneAt: Instant?
    /// The idempotency key the change was made under, if its caller gave one.
    public var idempotencyKey: String?

    public init(id: Int64? = nil, at: Instant, caller: Caller, intent: String, summary: UndoSummary, changes: [Change],
                importRun: String? = nil, undoneAt: Instant? = nil, idempotencyKey: String? = nil) {
        self.id = id
        self.at = at
        self.caller = caller
        self.intent = intent
        self.summary = summary
        self.changes = changes
        self.importRun = importRun
        self.undoneAt = undoneAt
        self.idempotencyKey = idempotencyKey
    }
}

extension TaskStore {
    /// Appends `entry` and returns its id.
    @discardableResult
    public func appendUndo(_ entry: UndoEntry) throws(StoreError) -> Int64 {
        // An import's row holds an object naming its run; every other row an array of changes.
        // A change to a task that stays keeps what it did to the annotations instead of both
        // lists (`AnnotationEdit`); one that creates or removes a task keeps its whole list.
        let changes = entry.importRun.map { JSONValue.object(["import_run": .string($0)]) } ?? JSONValue.array(entry.changes.map { change in
            guard let before = change.before, let after = change.after else {
                return .object(["task_id": .int(change.taskID),
                                "before": change.before.map { .object(Self.snapshot($0)) } ?? .null,
                                "after": change.after.map { .object(Self.snapshot($0)) } ?? .null])
            }
            return .object(["task_id": .int(change.taskID),
                            "before": .object(Self.snapshot(before, annotations: false)),
                            "after": .object(Self.snapshot(after, annotations: false)),
                            Self.annotationsKey: AnnotationEdit(from: before.annotations, to: after.annotations).json])
        })
        try db.execute("""
            INSERT INTO undo_log (at, caller_kind, caller_name, intent, summary, summary_value, changes, idempotency_key)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, [.int(entry.at.seconds), .text(entry.caller.kind.rawValue), .optional(entry.caller.name), .text(entry.intent),
                  .text(entry.summary.english), .text(JSONWriter.serialize(entry.summary.storedValue)), .text(JSONWriter.serialize(changes)),
                  .optional(entry.idempotencyKey)])
        return db.lastInsertRowID
    }

    /// The newest change not yet undone.
    public func lastUndoable() throws(StoreError) -> UndoEntry? {
        try undoEntry("WHERE undone_at IS NULL ORDER BY id DESC LIMIT 1", [])
    }

    /// The change made under `key` that has not been undone, if there is one.
    public func undoEntry(idempotencyKey key: String) throws(StoreError) -> UndoEntry? {
        try undoEntry("WHERE idempotency_key = ? AND undone_at IS NULL ORDER BY id DESC LIMIT 1", [.text(key)])
    }

    private func undoEntry(_ condition: String, _ values: [Statement.Value]) throws(StoreError) -> UndoEntry? {
        try db.first("""
            SELECT id, at, caller_kind, caller_name, intent, summary, changes, idempotency_key, summary_value FROM undo_log
            """ + " " + condition, values) { row in
            let stored = try? JSONParser.parse(row.string(6))
            let changes = (stored?.arrayValue ?? []).compactMap { item -> UndoEntry.Change? in
                guard let id = item["task_id"]?.intValue else { return nil }
                return UndoEntry.Change(taskID: id, before: item["before"]?.objectValue.flatMap(Self.task(snapshot:)),
                                        after: item["after"]?.objectValue.flatMap(Self.task(snapshot:)),
                                        annotations: AnnotationEdit(json: item[Self.annotationsKey]))
            }
            return UndoEntry(id: row.int(0), at: Instant(seconds: row.int(1)),
                             caller: Caller(kind: row.string(2), name: row.optionalString(3)) ?? .human,
                             intent: row.string(4), summary: UndoSummary(stored: row.optionalString(8), english: row.string(5)), changes: changes,
                             importRun: stored?["import_run"]?.stringValue, idempotencyKey: row.optionalString(7))
        }
    }

    public func markUndone(_ id: Int64, at: Instant) throws(StoreError) {
        try db.execute("UPDATE undo_log SET undone_at = ? WHERE id = ?", [.int(at.seconds), .int(id)])
    }

    /// Every stored field of a task, as JSON that round-trips exactly (`TaskField.all`); without
    /// `annotations`, every field but those, which a change's row keeps as an `AnnotationEdit`.
    static func snapshot(_ task: Task, annotations: Bool = true) -> JSONObject {
        var object = JSONObject()
        for field in TaskField.all where annotations || field.name != annotationsKey { field.snapshot(task) { object.append($0, $1) } }
        return object
    }

    /// The annotations' field, and the member of a change's row that holds their `AnnotationEdit`.
    static let annotationsKey = "annotations"

    /// The task a snapshot holds; nil when a value every task has is missing. A field the
    /// snapshot predates keeps its default.
    static func task(snapshot o: JSONObject) -> Task? {
        var task = Task(id: 0, uuid: "", title: "", createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0))
        for field in TaskField.all {
            guard field.restore(&task, o) else { return nil }
        }
        return task
    }
}
