// The two logs the commit path keeps of every write, appended in its transaction: the audit
// log (each attempt, whatever its outcome) and the undo log (what each change did to its rows).

/// The audit log: one row per domain call that changed, or tried to change, something.
public struct AuditEntry: Sendable, Hashable {
    public var id: Int64?
    public var at: Instant
    public var caller: Caller
    public var intent: AuditIntent
    public var taskID: Int64?
    public var outcome: AuditOutcome
    public var detail: String?

    public init(id: Int64? = nil, at: Instant, caller: Caller, intent: AuditIntent, taskID: Int64?, outcome: AuditOutcome, detail: String? = nil) {
        self.id = id
        self.at = at
        self.caller = caller
        self.intent = intent
        self.taskID = taskID
        self.outcome = outcome
        self.detail = detail
    }

    public func json(in zone: Zone) -> JSONObject {
        [
            "id": id.map(JSONValue.int) ?? .null, "at": .string(zone.zoned(at).description),
            "caller": .string(caller.kind.rawValue), "caller_name": .optional(caller.name), "caller_via": .optional(caller.via),
            "intent": .string(intent.word),
            "task_id": taskID.map(JSONValue.int) ?? .null, "outcome": .string(outcome.rawValue), "detail": .optional(detail),
        ]
    }
}

extension AuditOutcome {
    /// A stored word read back. A word this build does not know (a newer taskdraft wrote it)
    /// reads as `error`, the one outcome that claims nothing succeeded.
    init(stored: String) { self = AuditOutcome(rawValue: stored) ?? .error }
}

extension TaskStore {
    public func appendAudit(_ entry: AuditEntry) throws(StoreError) {
        try db.execute("""
            INSERT INTO audit_log (at, caller_kind, caller_name, caller_via, intent, task_id, outcome, detail)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """, [.int(entry.at.seconds), .text(entry.caller.kind.rawValue), .optional(entry.caller.name), .optional(entry.caller.via),
                  .text(entry.intent.word), .optional(entry.taskID), .text(entry.outcome.rawValue), .optional(entry.detail)])
    }

    /// The newest entries first.
    public func auditEntries(limit: Int, callerKind: String? = nil) throws(StoreError) -> [AuditEntry] {
        var sql = "SELECT id, at, caller_kind, caller_name, intent, task_id, outcome, detail, caller_via FROM audit_log"
        var values: [Statement.Value] = []
        if let callerKind { sql += " WHERE caller_kind = ?"; values.append(.text(callerKind)) }
        sql += " ORDER BY id DESC LIMIT ?"
        values.append(.int(Int64(limit)))
        return try db.rows(sql, values) { row in
            AuditEntry(id: row.int(0), at: Instant(seconds: row.int(1)),
                       caller: Caller(kind: row.string(2), name: row.optionalString(3), via: row.optionalString(8)) ?? .human,
                       intent: AuditIntent(word: row.string(4)), taskID: row.optionalInt(5), outcome: AuditOutcome(stored: row.string(6)), detail: row.optionalString(7))
        }
    }

    /// Successful writes (`AuditOutcome.succeeded`) and proposals left since `since` under one
    /// `WriteLimitKey`: what a rate limit counts. A connection's rows are its callers' names
    /// ending in `#session` (the server writes that part; the client only the name before it),
    /// a token's are the rows that came with it (`caller_via`).
    public func writeCount(_ key: WriteLimitKey, since: Instant) throws(StoreError) -> (count: Int, oldest: Instant?) {
        let filter: String
        var values: [Statement.Value]
        switch key {
        case .connection(let session):
            filter = "caller_kind = 'agent' AND (caller_via = 'stdio' OR caller_via IS NULL) AND caller_name LIKE ? ESCAPE '\\'"
            values = [.text("%#" + Self.likeLiteral(session))]
        case .token(let name):
            filter = "caller_via = ?"
            values = [.text(AgentRoute.http(token: name).via)]
        }
        values.append(.int(since.seconds))
        let row = try db.first("""
            SELECT count(*), min(at) FROM audit_log
            WHERE \(filter) AND at >= ? AND outcome IN ('ok', 'already_done', 'proposed')
              AND intent IN ('create', 'complete', 'edit', 'delete', 'undo', 'import')
            """, values) { row in
            (Int(row.int(0)), row.optionalInt(1).map(Instant.init(seconds:)))
        }
        return row ?? (0, nil)
    }

    /// `text` as the literal part of a LIKE pattern (`%`, `_` and `\\` escaped).
    static func likeLiteral(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

/// What one intent changed, kept so `undo` can put every touched row back.
public struct UndoEntry: Sendable, Hashable {
    /// One row before and after; nil before means the intent created it, nil after that it removed it.
    public struct Change: Sendable, Hashable {
        public var taskID: Int64
        public var before: Task?
        public var after: Task?
        /// What the change did to each field the log keeps as an edit (`TaskField.loggedEdit`),
        /// by the field's name, for a row read back that kept only that (`appendUndo`): `before`
        /// and `after` then carry none of it, and undo reverts each edit on the task as it is.
        public var edits: [String: JSONValue]

        public init(taskID: Int64, before: Task?, after: Task?, edits: [String: JSONValue] = [:]) {
            self.taskID = taskID
            self.before = before
            self.after = after
            self.edits = edits
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
        // A change to a task that stays keeps, of a field logged as edits (the annotations),
        // what it did instead of both values, a member named by the field beside `before` and
        // `after`; one that creates or removes a task keeps the whole value.
        let changes = entry.importRun.map { JSONValue.object(["import_run": .string($0)]) } ?? JSONValue.array(entry.changes.map { change in
            guard let before = change.before, let after = change.after else {
                return .object(["task_id": .int(change.taskID),
                                "before": change.before.map { .object(Self.snapshot($0)) } ?? .null,
                                "after": change.after.map { .object(Self.snapshot($0)) } ?? .null])
            }
            var object: JSONObject = ["task_id": .int(change.taskID),
                                      "before": .object(Self.snapshot(before, edited: false)),
                                      "after": .object(Self.snapshot(after, edited: false))]
            for (field, logged) in TaskField.loggedAsEdits { object.members.append(.init(key: field.name, value: logged.edit(before, after))) }
            return .object(object)
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
                var edits: [String: JSONValue] = [:]
                for (field, _) in TaskField.loggedAsEdits { edits[field.name] = item[field.name] }
                return UndoEntry.Change(taskID: id, before: item["before"]?.objectValue.flatMap(Self.task(snapshot:)),
                                        after: item["after"]?.objectValue.flatMap(Self.task(snapshot:)), edits: edits)
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

    /// Every stored field of a task, as JSON that round-trips exactly (`TaskField.all`); not
    /// `edited`, every field but those a change's row keeps as edits (`TaskField.loggedAsEdits`).
    static func snapshot(_ task: Task, edited: Bool = true) -> JSONObject {
        var object = JSONObject()
        for field in TaskField.all where edited || field.loggedEdit == nil { field.snapshot(task) { object.append($0, $1) } }
        return object
    }

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
