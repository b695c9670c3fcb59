import Testing
@testable import TaskDraftKit

/// What a token's scope lets an agent do, decided by `Policy` and enforced by the domain.
@Suite struct AgentScopeTests {
    static func agent(_ scope: AgentScope, token: String = "laptop", client: String = "claude") -> Caller {
        .agent(AgentCaller(client: client, session: "s1", route: .http(token: token), scope: scope))
    }

    @Test func readCannotWriteAnything() throws {
        let t = try TemporaryStore()
        let task = try t.create("Keep")
        let reader = Self.agent(.read)
        let attempts: [() throws -> Void] = [
            { _ = try t.planner.submit(CreateTaskIntent(draft: TaskDraft(title: "New")), caller: reader, confirmation: .none) },
            { _ = try t.planner.submit(CompleteTaskIntent(taskID: task.id), caller: reader, confirmation: .none) },
            { _ = try t.planner.submit(EditTaskIntent(taskID: task.id, patch: TaskPatch(title: "x")), caller: reader, confirmation: .none) },
            { _ = try t.planner.submit(DeleteTaskIntent(taskID: task.id), caller: reader, confirmation: .elicited) },
            { _ = try t.planner.propose(CreateTaskIntent(draft: TaskDraft(title: "New")), caller: reader) },
        ]
        for attempt in attempts {
            #expect { try attempt() } throws: { error in
                if case .refused = error as? IntentError { return true }
                return false
            }
        }
        #expect(try t.store.count() == 1)
        #expect(try t.planner.proposals(.init()).isEmpty)
        #expect(try t.planner.tasks(matching: TaskFilter(), caller: reader).count == 1)
    }

    @Test func writeCommitsAndDeleteStillNeedsAPerson() throws {
        let t = try TemporaryStore()
        let writer = Self.agent(.write)
        guard case .committed(let done) = try t.planner.submit(CreateTaskIntent(draft: TaskDraft(title: "New")), caller: writer,
                                                               confirmation: .none) else {
            Issue.record("a write token's create was not committed")
            return
        }
        #expect(throws: IntentError.self) {
            _ = try t.planner.submit(DeleteTaskIntent(taskID: done.result.task.id), caller: writer, confirmation: .none)
        }
        // Nobody could be asked: the domain takes it as a proposal instead.
        #expect(t.planner.policy.fallback(for: .delete, caller: writer) == .proposal)
        let (proposal, _) = try t.planner.propose(DeleteTaskIntent(taskID: done.result.task.id), caller: writer)
        #expect(proposal.change.action == .delete && proposal.status(at: t.now) == .pending)
        #expect(try t.store.task(id: done.result.task.id)?.status == .pending)
    }

    /// An HTTP agent's writes count per token, whatever its client calls itself.
    @Test func theWriteLimitIsPerTokenNotPerClientName() throws {
        let t = try TemporaryStore(policy: Policy(agentWritesPerMinute: 3))
        for n in 0..<3 {
            _ = try t.planner.submit(CreateTaskIntent(draft: TaskDraft(title: "t\(n)")), caller: Self.agent(.write, client: "bot\(n)"),
                                     confirmation: .none)
        }
        #expect(throws: IntentError.self) {
            _ = try t.planner.submit(CreateTaskIntent(draft: TaskDraft(title: "renamed")), caller: Self.agent(.write, client: "bot99"),
                                     confirmation: .none)
        }
        // Another token has its own allowance.
        _ = try t.planner.submit(CreateTaskIntent(draft: TaskDraft(title: "other")), caller: Self.agent(.write, token: "phone"),
                                 confirmation: .none)
        #expect(try t.store.count() == 4)
        let audited = try t.store.auditEntries(limit: 1, callerKind: "agent")
        #expect(audited.first?.caller.via == "http:phone")
    }

    @Test func theAuditKeepsHowAnAgentCame() throws {
        let t = try TemporaryStore()
        _ = try t.planner.submit(CreateTaskIntent(draft: TaskDraft(title: "x")), caller: Self.agent(.write), confirmation: .none)
        let entry = try #require(try t.store.auditEntries(limit: 1).first)
        #expect(entry.caller == .agent(AgentCaller(client: "claude", session: "s1", route: .http(token: "laptop"))))
        #expect(entry.json(in: TemporaryStore.moscow)["caller_via"] == .string("http:laptop"))
        #expect(entry.caller.name == "claude#s1")
    }
}
