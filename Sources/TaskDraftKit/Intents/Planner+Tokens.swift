/// Agents' bearer tokens: made and revoked by the person (audited), checked for every HTTP
/// request an agent sends.
extension Planner {
    /// What a presented bearer token turned out to be.
    public enum Authentication: Sendable, Hashable {
        case valid(AgentToken)
        /// A token that was made and then revoked: refused, and the refusal may name it.
        case revoked(name: String)
        /// Nothing this database made: refused, and nothing about it is repeated anywhere.
        case unknown
    }

    /// A token made: its record, and the secret to show the person once.
    public struct MadeToken: Sendable {
        public let token: AgentToken
        public let secret: String
    }

    /// Makes a token named `name` with `scope`. The secret is returned once and never stored.
    public func makeToken(named name: String, scope: AgentScope, caller: Caller,
                          confirmation: Confirmation) throws(IntentError) -> MadeToken {
        try audited(.token, caller: caller, taskID: nil) { () throws(IntentError) in
            try authorize(.token, caller: caller, confirmation: confirmation)
        }
        if let problem = AgentToken.problem(withName: name) { throw .refused(.token, .badTokenName(problem)) }
        let secret = AgentToken.makeSecret()
        let token = AgentToken(name: name, scope: scope, createdAt: now)
        let stored = try transaction { () throws -> Bool in
            guard try store.addToken(token, digest: AgentToken.digest(secret)) else { return false }
            try store.appendAudit(AuditEntry(at: now, caller: caller, intent: .action(.token), taskID: nil, outcome: .ok,
                                             detail: "made token \(name) (scope \(scope.rawValue))"))
            return true
        }
        guard stored else { throw .refused(.token, .tokenNameTaken) }
        return MadeToken(token: token, secret: secret)
    }

    /// Revokes the named token: from the next request on, it is refused.
    public func revokeToken(named name: String, caller: Caller, confirmation: Confirmation) throws(IntentError) -> AgentToken {
        try audited(.token, caller: caller, taskID: nil) { () throws(IntentError) in
            try authorize(.token, caller: caller, confirmation: confirmation)
        }
        let revoked = try transaction { () throws -> AgentToken? in
            guard try store.revokeToken(named: name, at: now), let token = try store.token(named: name) else { return nil }
            try store.appendAudit(AuditEntry(at: now, caller: caller, intent: .action(.token), taskID: nil, outcome: .ok,
                                             detail: "revoked token \(name)"))
            return token
        }
        guard let revoked else { throw .refused(.token, .noLiveTokenNamed) }
        return revoked
    }

    public func tokens() throws(IntentError) -> [AgentToken] {
        do { return try store.tokens() } catch { throw .store(error) }
    }

    /// Checks a presented secret: a read, which never waits on a writer (WAL). Malformed text
    /// is not hashed or looked up.
    public func authenticate(secret: String) throws(IntentError) -> Authentication {
        guard AgentToken.isWellFormed(secret) else { return .unknown }
        do {
            guard let token = try store.token(digest: AgentToken.digest(secret)) else { return .unknown }
            if token.isRevoked { return .revoked(name: token.name) }
            return .valid(token)
        } catch {
            throw .store(error)
        }
    }

    /// Notes that `token` (as `authenticate` returned it) was just used, at most once a minute,
    /// so a busy agent does not write on every request. A write, so a surface calls it once
    /// the request is answered; best effort: a busy database only leaves it for later.
    public func noteUse(of token: AgentToken) {
        let now = self.now
        guard (token.lastUsedAt?.seconds ?? Int64.min / 2) + 60 <= now.seconds else { return }
        try? store.touchToken(named: token.name, at: now)
    }
}
