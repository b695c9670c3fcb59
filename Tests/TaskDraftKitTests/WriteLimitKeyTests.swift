import Testing
@testable import TaskDraftKit

/// The agents' write limit counts by `WriteLimitKey` — a connection over stdio, a token over
/// HTTP — and never by the name a client gives itself.
@Suite struct WriteLimitKeyTests {
    static func write(_ caller: Caller, in t: TemporaryStore) -> Bool {
        do {
            _ = try CreateTaskIntent(draft: TaskDraft(title: "t")).perform(in: t.planner, caller: caller, confirmation: .none)
            return true
        } catch {
            return false
        }
    }

    static func stdio(_ client: String, _ session: String) -> Caller { .agent(AgentCaller(client: client, session: session)) }

    @Test func aConnectionIsOneCountWhateverItsClientsAreCalled() throws {
        let t = try TemporaryStore(policy: Policy(agentWritesPerMinute: 3))
        #expect(Self.write(Self.stdio("a", "s1"), in: t) && Self.write(Self.stdio("b", "s1"), in: t) && Self.write(Self.stdio("c", "s1"), in: t))
        #expect(!Self.write(Self.stdio("d", "s1"), in: t))
        #expect(!Self.write(Self.stdio("a", "s1"), in: t))
        // Another connection has its own count.
        #expect(Self.write(Self.stdio("a", "s2"), in: t))
        // A minute on, the first connection may write again.
        t.now = t.now.adding(seconds: 61)
        #expect(Self.write(Self.stdio("e", "s1"), in: t))
    }

    /// The session part is matched as written: LIKE's `_` and `%` in it match only themselves.
    @Test func aSessionIsMatchedLiterally() throws {
        let t = try TemporaryStore(policy: Policy(agentWritesPerMinute: 2))
        #expect(Self.write(Self.stdio("a", "s11"), in: t) && Self.write(Self.stdio("a", "s11"), in: t))
        #expect(!Self.write(Self.stdio("a", "s11"), in: t))
        #expect(Self.write(Self.stdio("a", "s_1"), in: t))
        #expect(Self.write(Self.stdio("a", "%"), in: t))
        #expect(Self.write(Self.stdio("a", "1"), in: t))
    }

    @Test func aTokenIsOneCountAcrossItsSessions() throws {
        let t = try TemporaryStore(policy: Policy(agentWritesPerMinute: 2))
        func http(_ client: String, _ session: String, _ token: String) -> Caller {
            .agent(AgentCaller(client: client, session: session, route: .http(token: token), scope: .write))
        }
        #expect(Self.write(http("a", "h1", "laptop"), in: t) && Self.write(http("b", "h2", "laptop"), in: t))
        #expect(!Self.write(http("c", "h3", "laptop"), in: t))
        #expect(Self.write(http("a", "h1", "phone"), in: t))
        #expect(AgentCaller(client: "x", session: "h9", route: .http(token: "laptop")).writeLimitKey == .token("laptop"))
        #expect(AgentCaller(client: "x", session: "3fa2c1").writeLimitKey == .connection("3fa2c1"))
    }
}
