/// The `agent_tokens` table: a person's bearer tokens for agents, kept as SHA-256 digests.
extension TaskStore {
    /// Stores a token under `name`. A revoked token's name may be given again (the new token
    /// replaces the old row); a live one's may not.
    /// Returns false when a live token already has the name.
    public func addToken(_ token: AgentToken, digest: String) throws(StoreError) -> Bool {
        try writing { () throws(StoreError) in
            if let existing = try self.token(named: token.name), !existing.isRevoked { return false }
            try db.execute("DELETE FROM agent_tokens WHERE name = ?", [.text(token.name)])
            try db.execute("""
                INSERT INTO agent_tokens (name, scope, token_sha256, created_at) VALUES (?, ?, ?, ?)
                """, [.text(token.name), .text(token.scope.rawValue), .text(digest), .int(token.createdAt.seconds)])
            return true
        }
    }

    /// Marks the named token revoked; false when there is no live token of that name.
    public func revokeToken(named name: String, at: Instant) throws(StoreError) -> Bool {
        try db.execute("UPDATE agent_tokens SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL",
                       [.int(at.seconds), .text(name)])
        return db.changes > 0
    }

    public func tokens() throws(StoreError) -> [AgentToken] {
        try db.rows("SELECT name, scope, created_at, last_used_at, revoked_at FROM agent_tokens ORDER BY name") { Self.token(from: $0) }
    }

    public func token(named name: String) throws(StoreError) -> AgentToken? {
        try db.first("SELECT name, scope, created_at, last_used_at, revoked_at FROM agent_tokens WHERE name = ?",
                     [.text(name)]) { Self.token(from: $0) }
    }

    /// The token whose secret has this digest, revoked or not (a refusal names which).
    public func token(digest: String) throws(StoreError) -> AgentToken? {
        try db.first("SELECT name, scope, created_at, last_used_at, revoked_at FROM agent_tokens WHERE token_sha256 = ?",
                     [.text(digest)]) { Self.token(from: $0) }
    }

    /// Notes when a token was last presented.
    public func touchToken(named name: String, at: Instant) throws(StoreError) {
        try db.execute("UPDATE agent_tokens SET last_used_at = ? WHERE name = ?", [.int(at.seconds), .text(name)])
    }

    private static func token(from row: Row) -> AgentToken {
        // A scope this build does not know (a newer taskdraft wrote it) reads as the narrowest.
        AgentToken(name: row.string(0), scope: AgentScope(rawValue: row.string(1)) ?? .read,
                   createdAt: Instant(seconds: row.int(2)), lastUsedAt: row.optionalInt(3).map(Instant.init(seconds:)),
                   revokedAt: row.optionalInt(4).map(Instant.init(seconds:)))
    }
}
