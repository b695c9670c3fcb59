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
