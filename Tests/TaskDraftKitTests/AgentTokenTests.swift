import Testing
@testable import TaskDraftKit

/// Agents' bearer tokens: made and revoked by a person, kept only as digests, checked per request.
@Suite struct AgentTokenTests {
    @Test func aTokenIsShownOnceAndKeptOnlyAsItsDigest() throws {
        let t = try TemporaryStore()
        let made = try t.planner.makeToken(named: "laptop-agent", scope: .propose, caller: .human, confirmation: .none)
        #expect(AgentToken.isWellFormed(made.secret))
        #expect(made.token.name == "laptop-agent" && made.token.scope == .propose)
        guard case .valid(let token) = try t.planner.authenticate(secret: made.secret) else {
            Issue.record("the new token was not accepted")
            return
        }
        #expect(token.name == "laptop-agent" && token.scope == .propose)
        // Nothing in the file holds the secret: not the token table, not the audit log.
        let raw = try SQLiteConnection(path: t.path)
        let cells = try raw.rows("SELECT name || scope || token_sha256 FROM agent_tokens UNION ALL SELECT coalesce(detail, '') FROM audit_log") {
            $0.string(0)
        }
        #expect(!cells.isEmpty && cells.allSatisfy { !$0.contains(made.secret) && !$0.contains(String(made.secret.dropFirst(4))) })
        #expect(try t.store.auditEntries(limit: 1).first?.intent == .action(.token))
    }

    @Test func aRevokedOrUnknownTokenIsRefused() throws {
        let t = try TemporaryStore()
        let made = try t.planner.makeToken(named: "phone", scope: .write, caller: .human, confirmation: .none)
        _ = try t.planner.revokeToken(named: "phone", caller: .human, confirmation: .none)
        #expect(try t.planner.authenticate(secret: made.secret) == .revoked(name: "phone"))
        #expect(try t.planner.authenticate(secret: AgentToken.makeSecret()) == .unknown)
        for junk in ["", "Bearer", "tdk_", String(repeating: "x", count: 4096), made.secret.uppercased(), made.secret + "0"] {
            #expect(try t.planner.authenticate(secret: junk) == .unknown)
        }
        // The name is free again once revoked, and the new token is not the old one.
        let again = try t.planner.makeToken(named: "phone", scope: .read, caller: .human, confirmation: .none)
        #expect(try t.planner.authenticate(secret: made.secret) == .unknown)
        guard case .valid(let token) = try t.planner.authenticate(secret: again.secret) else {
            Issue.record("the replacement was not accepted")
            return
        }
        #expect(token.scope == .read)
    }

    @Test func onlyAPersonMakesTokensAndNamesAreChecked() throws {
        let t = try TemporaryStore()
        #expect(throws: IntentError.self) {
            _ = try t.planner.makeToken(named: "x", scope: .write, caller: .agent("bot#1"), confirmation: .elicited)
        }
        // A script must say so up front.
        #expect(throws: IntentError.self) {
            _ = try t.planner.makeToken(named: "x", scope: .write, caller: .script("cli"), confirmation: .none)
        }
        _ = try t.planner.makeToken(named: "x", scope: .write, caller: .script("cli"), confirmation: .flag)
        // A live name cannot be made twice.
        #expect(throws: IntentError.self) {
            _ = try t.planner.makeToken(named: "x", scope: .read, caller: .human, confirmation: .none)
        }
        for bad in ["", "-x", "a b", "ключ", "a\u{1B}b", "a:b", String(repeating: "a", count: 65)] {
            #expect(AgentToken.problem(withName: bad) != nil, "\(bad)")
            #expect(throws: IntentError.self) { _ = try t.planner.makeToken(named: bad, scope: .read, caller: .human, confirmation: .none) }
        }
        #expect(AgentToken.problem(withName: "laptop_agent.v2-1") == nil)
        #expect(try t.planner.tokens().map(\.name) == ["x"])
    }
}
