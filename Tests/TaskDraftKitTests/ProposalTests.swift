import Testing
@testable import TaskDraftKit

/// Proposals: what a `propose` agent leaves for a person, and what accepting and rejecting do.
@Suite struct ProposalTests {
    static let proposer = AgentScopeTests.agent(.propose)

    @Test func aProposedCreateWritesNothingUntilAccepted() throws {
        let t = try TemporaryStore()
        guard case .proposed(let proposal, false) = try t.planner.submit(
            CreateTaskIntent(draft: TaskDraft(title: "Call Anna", tags: ["sales"])), caller: Self.proposer, confirmation: .none) else {
            Issue.record("a propose token's create was not proposed")
            return
        }
        #expect(try t.store.count() == 0)
        #expect(try t.store.auditEntries(limit: 1).first?.outcome == .proposed)
        #expect(try t.planner.pendingProposalCounts().map(\.agent) == ["laptop"])

        let accepted = try t.planner.acceptProposal(id: proposal.id, caller: .script("cli"), confirmation: .flag)
        #expect(accepted.proposal.storedStatus == .accepted && accepted.taskID != nil)
        let task = try #require(try t.store.task(id: accepted.taskID!))
        #expect(task.title == "Call Anna" && task.tags == ["sales"])
        // The commit is the agent's, and the person's review is audited beside it.
        let rows = try t.store.auditEntries(limit: 3)
        #expect(rows.map(\.intent.word) == ["review", "create", "create"])
        #expect(rows[1].caller.kind == .agent && rows[1].caller.via == "http:laptop" && rows[1].outcome == .ok)
        #expect(rows[0].caller == .script("cli") && rows[0].detail == "accepted proposal \(proposal.id) from laptop")
        // Accepted once: a second accept changes nothing.
        #expect(throws: IntentError.self) { _ = try t.planner.acceptProposal(id: proposal.id, caller: .human, confirmation: .interactive) }
        #expect(try t.store.count() == 1)
        #expect(try t.planner.pendingProposalCounts().isEmpty)
    }

    @Test func anAcceptedEditAppliesOnlyTheAgentsChange() throws {
        let t = try TemporaryStore()
        let task = try t.create("Report", tags: ["work"])
        guard case .proposed(let proposal, _) = try t.planner.submit(
            EditTaskIntent(taskID: task.id, patch: TaskPatch(priority: .high)), caller: Self.proposer, confirmation: .none) else {
            Issue.record("not proposed")
            return
        }
        // The person retitles the task meanwhile; accepting keeps their title.
        _ = try EditTaskIntent(taskID: task.id, patch: TaskPatch(title: "Weekly report")).perform(in: t.planner, caller: .human,
                                                                                                   confirmation: .none)
        _ = try t.planner.acceptProposal(id: proposal.id, caller: .human, confirmation: .interactive)
        let after = try #require(try t.store.task(id: task.id))
        #expect(after.title == "Weekly report" && after.priority == .high)
    }

    @Test func rejectedAndExpiredProposalsNeverCommit() throws {
        let t = try TemporaryStore(policy: Policy(proposalLifetimeSeconds: 3600))
        let task = try t.create("Keep me")
        let (doomed, _) = try t.planner.propose(DeleteTaskIntent(taskID: task.id), caller: Self.proposer)
        let (late, _) = try t.planner.propose(CompleteTaskIntent(taskID: task.id), caller: Self.proposer)
        let rejected = try t.planner.rejectProposal(id: doomed.id, caller: .human, confirmation: .interactive, note: "no")
        #expect(rejected.storedStatus == .rejected && rejected.note == "no")
        #expect(throws: IntentError.self) { _ = try t.planner.acceptProposal(id: doomed.id, caller: .human, confirmation: .interactive) }
        t.now = t.now.adding(seconds: 3601)
        #expect(try t.planner.proposal(id: late.id).status(at: t.now) == .expired)
        #expect(throws: IntentError.self) { _ = try t.planner.acceptProposal(id: late.id, caller: .human, confirmation: .interactive) }
        #expect(try t.store.task(id: task.id)?.status == .pending)
        #expect(try t.planner.proposals(.init(status: .expired)).map(\.id) == [late.id])
    }

    @Test func onlyAPersonReviewsAndAScriptMustSayYes() throws {
        let t = try TemporaryStore()
        let (proposal, _) = try t.planner.propose(CreateTaskIntent(draft: TaskDraft(title: "x")), caller: Self.proposer)
        for (caller, confirmation) in [(Self.proposer, Confirmation.reviewed), (AgentScopeTests.agent(.write), .elicited),
                                       (.script("cron"), .none), (.sync("dav:443"), .none)] {
            #expect(throws: IntentError.self) { _ = try t.planner.acceptProposal(id: proposal.id, caller: caller, confirmation: confirmation) }
            #expect(throws: IntentError.self) { _ = try t.planner.rejectProposal(id: proposal.id, caller: caller, confirmation: confirmation) }
        }
        #expect(try t.store.count() == 0)
        #expect(try t.planner.proposal(id: proposal.id).storedStatus == .pending)
    }

    @Test func proposalsAreRateLimitedCappedAndIdempotent() throws {
        let t = try TemporaryStore(policy: Policy(agentWritesPerMinute: 3, pendingProposalsPerAgent: 4))
        let intent = CreateTaskIntent(draft: TaskDraft(title: "Once"), idempotencyKey: "k")
        let (first, again1) = try t.planner.propose(intent, caller: Self.proposer)
        let (second, again2) = try t.planner.propose(intent, caller: Self.proposer)
        #expect(!again1 && again2 && first.id == second.id)
        _ = try t.planner.propose(CreateTaskIntent(draft: TaskDraft(title: "2")), caller: Self.proposer)
        _ = try t.planner.propose(CreateTaskIntent(draft: TaskDraft(title: "3")), caller: Self.proposer)
        #expect { try t.planner.propose(CreateTaskIntent(draft: TaskDraft(title: "4")), caller: Self.proposer) } throws: { error in
            if case .rateLimited = error as? IntentError { return true }
            return false
        }
        t.now = t.now.adding(seconds: 61)
        _ = try t.planner.propose(CreateTaskIntent(draft: TaskDraft(title: "4")), caller: Self.proposer)
        t.now = t.now.adding(seconds: 61)
        #expect { try t.planner.propose(CreateTaskIntent(draft: TaskDraft(title: "5")), caller: Self.proposer) } throws: { error in
            if case .refused(_, let reason) = error as? IntentError { return reason.english.contains("too many") }
            return false
        }
        // Accepting many at once is the person's pace, not the agent's.
        for proposal in try t.planner.proposals(.init()) {
            _ = try t.planner.acceptProposal(id: proposal.id, caller: .human, confirmation: .interactive)
        }
        #expect(try t.store.count() == 4)
    }

    @Test func aProposalThatWouldBeInvalidIsRefusedAtOnce() throws {
        let t = try TemporaryStore()
        #expect(throws: IntentError.self) { _ = try t.planner.propose(CreateTaskIntent(draft: TaskDraft(title: "  ")), caller: Self.proposer) }
        #expect(throws: IntentError.self) { _ = try t.planner.propose(CompleteTaskIntent(taskID: 99), caller: Self.proposer) }
        #expect(try t.planner.proposals(.init(status: nil)).isEmpty)
    }
}
