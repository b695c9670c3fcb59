/// Sessions and their transcript entries.
extension TaskStore {
    /// Starts a session; its id sorts by time (`20261130-0155-3fa2c19e07d1`). Six random bytes:
    /// with three, 400 scripted commands in one minute collided once in two hundred runs.
    public func createSession(caller: Caller, backend: String?, now: Instant) throws(StoreError) -> TranscriptSession {
        let local = zone.local(now).0
        // The date without its dashes: `20261130`.
        let stamp = String(decoding: local.date.description.utf8.filter { $0 != UInt8(ascii: "-") }, as: UTF8.self) + "-"
            + pad(local.time.hour, 2) + pad(local.time.minute, 2)
        let session = TranscriptSession(id: stamp + "-" + RandomID.hexString(RandomID.randomBytes(6)),
                                        startedAt: now, caller: caller, backend: backend)
        try db.execute("INSERT INTO sessions (id, started_at, caller, backend) VALUES (?, ?, ?, ?)",
                       [.text(session.id), .int(now.seconds), .text(caller.description), .optional(backend)])
        return session
    }

    /// Writes a session's entries and the model exchanges it made in one transaction (the
    /// caller's, when it runs inside a commit), first creating the session row for `caller`
    /// and `backend` when `session` is nil; returns the session.
    public func append(_ entries: [TranscriptEntry], exchanges: [ModelExchange], to session: TranscriptSession?,
                       caller: Caller, backend: String?, now: Instant) throws(StoreError) -> TranscriptSession {
        try writing { () throws(StoreError) -> TranscriptSession in
            let current: TranscriptSession
            if let session { current = session } else { current = try createSession(caller: caller, backend: backend, now: now) }
            for entry in entries { try append(entry, to: current.id) }
            for var exchange in exchanges {
                exchange.sessionID = current.id
                try appendModelExchange(exchange)
            }
            return current
        }
    }

    @discardableResult
    public func append(_ entry: TranscriptEntry, to session: String) throws(StoreError) -> Int64 {
        try db.execute("INSERT INTO transcript_entries (session_id, kind, content, at) VALUES (?, ?, ?, ?)",
                       [.text(session), .text(entry.kind.rawValue),
                        .text(JSONWriter.serialize(.object(entry.content))), .int(entry.at.seconds)])
        return db.lastInsertRowID
    }

    public func entries(session: String) throws(StoreError) -> [TranscriptEntry] {
        try db.rows("SELECT id, kind, content, at FROM transcript_entries WHERE session_id = ? ORDER BY id",
                    [.text(session)]) { row in
            let content = (try? JSONParser.parse(row.string(2)))?.objectValue ?? [:]
            return TranscriptEntry(id: row.int(0), kind: TranscriptEntry.Kind(rawValue: row.string(1)) ?? .response,
                                   content: content, at: Instant(seconds: row.int(3)))
        }
    }

    public func session(id: String) throws(StoreError) -> TranscriptSession? {
        try db.first("SELECT id, started_at, caller, backend FROM sessions WHERE id = ?", [.text(id)]) { Self.session(from: $0) }
    }

    /// The most recent sessions, newest first.
    public func sessions(limit: Int) throws(StoreError) -> [TranscriptSession] {
        try db.rows("SELECT id, started_at, caller, backend FROM sessions ORDER BY started_at DESC, rowid DESC LIMIT ?",
                    [.int(Int64(limit))]) { Self.session(from: $0) }
    }

    private static func session(from row: Row) -> TranscriptSession {
        let callerText = row.string(2)
        let parts = callerText.split(separator: ":", maxSplits: 1)
        let caller = Caller(kind: String(parts.first ?? "human"), name: parts.count > 1 ? String(parts[1]) : nil) ?? .human
        return TranscriptSession(id: row.string(0), startedAt: Instant(seconds: row.int(1)), caller: caller,
                                 backend: row.optionalString(3))
    }
}
