/// The `proposals` table: changes agents left for a person to review.
extension TaskStore {
    /// Which proposals to read.
    public struct ProposalQuery: Sendable, Hashable {
        /// One status as of `now` (a lapsed pending proposal counts as expired); nil for every status.
        public var status: Proposal.Status?
        /// Only those that came this way (`http:NAME`, `stdio`).
        public var via: String?
        /// Only those of clients so named (a stdio agent's, across its server processes).
        public var client: String?
        public var limit: Int

        public init(status: Proposal.Status? = .pending, via: String? = nil, client: String? = nil, limit: Int = 100) {
            self.status = status
            self.via = via
            self.client = client
            self.limit = limit
        }
    }

    /// Stores a new pending proposal and returns its id.
    public func insertProposal(_ proposal: Proposal) throws(StoreError) -> Int64 {
        let change = proposal.change
        var base: String?, draft: String?, key: String?
        switch change {
        case .create(let d, let k): draft = Self.text(d); key = k
        case .edit(_, let b, let d): base = Self.text(b); draft = Self.text(d)
        case .complete(_, let t), .delete(_, let t): draft = Self.text(t)
        }
        try db.execute("""
            INSERT INTO proposals (at, expires_at, caller_name, caller_via, action, task_id, base, draft, idempotency_key)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, [.int(proposal.at.seconds), .int(proposal.expiresAt.seconds), .text(proposal.agent.name),
                  .text(proposal.agent.route.via), .text(change.action.rawValue), .optional(change.taskID), .optional(base),
                  .optional(draft), .optional(key)])
        return db.lastInsertRowID
    }

    public func proposal(id: Int64) throws(StoreError) -> Proposal? {
        try db.rows("SELECT \(Self.proposalColumns) FROM proposals WHERE id = ?", [.int(id)]) { Self.proposal(from: $0, zone: zone) }
            .first ?? nil
    }

    /// The proposal an agent already made with this idempotency key, if it is still pending or was accepted.
    public func proposal(idempotencyKey key: String, via: String) throws(StoreError) -> Proposal? {
        try db.rows("""
            SELECT \(Self.proposalColumns) FROM proposals
            WHERE idempotency_key = ? AND caller_via = ? AND (status = 'pending' OR status = 'accepted')
            ORDER BY id DESC LIMIT 1
            """, [.text(key), .text(via)]) { Self.proposal(from: $0, zone: zone) }.first ?? nil
    }

    /// Proposals matching `query` as of `now`, oldest first (the order a person reviews them in).
    public func proposals(_ query: ProposalQuery, now: Instant) throws(StoreError) -> [Proposal] {
        var conditions: [String] = []
        var values: [Statement.Value] = []
        switch query.status {
        case .pending?:
            conditions.append("status = 'pending' AND expires_at > ?"); values.append(.int(now.seconds))
        case .expired?:
            conditions.append("(status = 'expired' OR (status = 'pending' AND expires_at <= ?))"); values.append(.int(now.seconds))
        case .accepted?, .rejected?:
            conditions.append("status = ?"); values.append(.text(query.status!.rawValue))
        case nil:
            break
        }
        if let via = query.via { conditions.append("caller_via = ?"); values.append(.text(via)) }
        if let client = query.client {
            // `client#session`: every session of that client, by a range on the stored name.
            conditions.append("caller_name >= ? AND caller_name < ?")
            values += [.text(client + "#"), .text(client + "$")]
        }
        var sql = "SELECT \(Self.proposalColumns) FROM proposals"
        if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
        sql += " ORDER BY id LIMIT ?"
        values.append(.int(Int64(max(0, query.limit))))
        return try db.rows(sql, values) { Self.proposal(from: $0, zone: zone) }.compactMap { $0 }
    }

    /// Pending proposals per agent as of `now`, by who a person knows them as: what the prompt says.
    public func pendingProposalCounts(now: Instant) throws(StoreError) -> [(agent: String, count: Int)] {
        try db.rows("""
            SELECT caller_name, caller_via, count(*) FROM proposals
            WHERE status = 'pending' AND expires_at > ? GROUP BY caller_via, caller_name ORDER BY min(id)
            """, [.int(now.seconds)]) { row in
            (AgentCaller(name: row.string(0), via: row.string(1)).displayName, Int(row.int(2)))
        }.reduce(into: [(agent: String, count: Int)]()) { totals, row in
            if let index = totals.firstIndex(where: { $0.agent == row.0 }) { totals[index].count += row.1 } else { totals.append(row) }
        }
    }

    /// Pending proposals that came one way, however many clients and sessions they came from.
    public func pendingProposalCount(via: String, now: Instant) throws(StoreError) -> Int {
        Int(try db.first("SELECT count(*) FROM proposals WHERE status = 'pending' AND caller_via = ? AND expires_at > ?",
                         [.text(via), .int(now.seconds)]) { $0.int(0) } ?? 0)
    }

    /// Settles a pending proposal that has not lapsed; false when it was no longer pending.
    public func decideProposal(id: Int64, status: Proposal.Status, at: Instant, resultTaskID: Int64?,
                               note: String?) throws(StoreError) -> Bool {
        try db.execute("""
            UPDATE proposals SET status = ?, decided_at = ?, result_task_id = ?, note = ?
            WHERE id = ? AND status = 'pending' AND expires_at > ?
            """, [.text(status.rawValue), .int(at.seconds), .optional(resultTaskID), .optional(note), .int(id), .int(at.seconds)])
        return db.changes > 0
    }

    /// Replaces a pending proposal's draft (a person's edit before deciding); false when it was no longer pending.
    public func replaceProposalDraft(id: Int64, with draft: TaskDraft, now: Instant) throws(StoreError) -> Bool {
        try db.execute("UPDATE proposals SET draft = ? WHERE id = ? AND status = 'pending' AND expires_at > ?",
                       [.text(Self.text(draft)), .int(id), .int(now.seconds)])
        return db.changes > 0
    }

    private static let proposalColumns = """
        id, at, expires_at, caller_name, caller_via, action, task_id, base, draft, idempotency_key, status, decided_at, \
        result_task_id, note
        """

    private static func text(_ draft: TaskDraft) -> String { JSONWriter.serialize(.object(draft.keptJSON)) }

    private static func draft(_ text: String?, zone: Zone) -> TaskDraft? {
        guard let text, case .object(let object)? = try? JSONParser.parse(text) else { return nil }
        return try? TaskDraft(kept: object, zone: zone, backend: object["backend"]?.stringValue ?? "agent")
    }

    /// A row as a proposal; nil for one whose drafts no longer read (it can only lapse).
    private static func proposal(from row: Row, zone: Zone) -> Proposal? {
        let taskID = row.optionalInt(6)
        let draft = Self.draft(row.optionalString(8), zone: zone)
        let change: ProposedChange
        switch (row.string(5), taskID, draft) {
        case ("create", _, let d?): change = .create(d, idempotencyKey: row.optionalString(9))
        case ("complete", let id?, let d?): change = .complete(taskID: id, task: d)
        case ("delete", let id?, let d?): change = .delete(taskID: id, task: d)
        case ("edit", let id?, let d?):
            guard let base = Self.draft(row.optionalString(7), zone: zone) else { return nil }
            change = .edit(taskID: id, base: base, draft: d)
        default: return nil
        }
        var agent = AgentCaller(name: row.string(3), via: row.string(4))
        agent.scope = .propose
        return Proposal(id: row.int(0), at: Instant(seconds: row.int(1)), expiresAt: Instant(seconds: row.int(2)), agent: agent,
                        change: change, storedStatus: Proposal.Status(rawValue: row.string(10)) ?? .expired,
                        decidedAt: row.optionalInt(11).map(Instant.init(seconds:)), resultTaskID: row.optionalInt(12),
                        note: row.optionalString(13))
    }
}
