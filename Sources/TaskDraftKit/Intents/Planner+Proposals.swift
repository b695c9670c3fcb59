/// Proposals: the changes an agent may only suggest (a `propose` token, or a delete nobody
/// could confirm), kept for a person to accept, edit or reject. Accepting commits through
/// `commit` as the agent, with the person's review as the confirmation.
extension Planner {
    /// Commits `intent`, or — when the policy says this caller's change must be proposed —
    /// records it as a proposal. Surfaces call this for agents instead of deciding which.
    public func submit<Intent: ProposableIntent>(_ intent: Intent, caller: Caller, confirmation: Confirmation,
                                                 transcript: (any TranscriptSink)? = nil) throws(IntentError) -> Submission<Intent.Result> {
        if case .proposal = policy.requirement(for: intent.action, caller: caller), confirmation != .reviewed {
            let (proposal, again) = try propose(intent, caller: caller, transcript: transcript)
            return .proposed(proposal, alreadyProposed: again)
        }
        return .committed(try commit(intent, caller: caller, confirmation: confirmation, transcript: transcript))
    }

    /// Records `intent` as a pending proposal from `caller`, when the policy lets that caller
    /// propose it. Counted against the agent's write limit, capped per agent route, audited
    /// (outcome `proposed`). Returns the proposal, and whether its idempotency key had
    /// already made it.
    @discardableResult
    public func propose<Intent: ProposableIntent>(_ intent: Intent, caller: Caller,
                                                  transcript: (any TranscriptSink)? = nil) throws(IntentError) -> (Proposal, Bool) {
        let action = intent.action
        return try audited(action, caller: caller, taskID: intent.auditedTaskID) { () throws(IntentError) -> (Proposal, Bool) in
            guard case .agent(let agent) = caller else { throw .refused(action, .onlyAgentsPropose) }
            guard policy.mayPropose(action, caller: caller) else {
                if case .refused(let reason) = policy.requirement(for: action, caller: caller) { throw .refused(action, reason) }
                throw .refused(action, .cannotBeProposed)
            }
            let change = try intent.proposedChange(in: CommitContext(store: store, policy: policy, caller: caller, now: now))
            let via = agent.route.via
            let earlier: Proposal?, waiting: Int
            do throws(StoreError) {
                if case .create(_, let key?) = change { earlier = try store.proposal(idempotencyKey: key, via: via) } else { earlier = nil }
                waiting = try store.pendingProposalCount(via: via, now: now)
            } catch {
                throw .store(error)
            }
            if let earlier { return (earlier, true) }
            if waiting >= policy.pendingProposalsPerAgent {
                throw .refused(action, .tooManyProposalsWaiting)
            }
            if let failure = try rateLimitFailure(for: caller) { throw failure }
            let at = now
            var proposal = Proposal(id: 0, at: at, expiresAt: at.adding(seconds: policy.proposalLifetimeSeconds),
                                    agent: agent, change: change)
            try transaction {
                proposal.id = try store.insertProposal(proposal)
                try record(action, caller: caller, taskID: change.taskID, outcome: .proposed, detail: "proposal \(proposal.id)")
                try transcript?.append(.commitResult(intent.tool, output: Self.proposedOutput(proposal, in: zone, now: at),
                                                     at: at))
            }
            return (proposal, false)
        }
    }

    /// A proposal as a tool's or command's result: `{"result": "proposed", "proposal": {…}}`.
    public static func proposedOutput(_ proposal: Proposal, in zone: Zone, now: Instant) -> JSONObject {
        ["result": .string("proposed"), "proposal": .object(proposal.json(in: zone, now: now))]
    }

    /// Proposals as `query` selects them, as of now. Reading them is no change: a lapsed one
    /// reads as expired without being written so.
    public func proposals(_ query: TaskStore.ProposalQuery) throws(IntentError) -> [Proposal] {
        do { return try store.proposals(query, now: now) } catch { throw .store(error) }
    }

    public func proposal(id: Int64) throws(IntentError) -> Proposal {
        let found: Proposal?
        do { found = try store.proposal(id: id) } catch { throw .store(error) }
        guard let found else { throw .refused(.review, .noSuchProposal) }
        return found
    }

    /// Pending proposals per agent (by the name a person knows it by), oldest agent first.
    public func pendingProposalCounts() throws(IntentError) -> [(agent: String, count: Int)] {
        do { return try store.pendingProposalCounts(now: now) } catch { throw .store(error) }
    }

    /// What accepting a proposal did.
    public struct Acceptance: Sendable {
        public let proposal: Proposal
        /// The commit's JSON, as the agent's own commit would have returned it.
        public let output: JSONObject
        /// The task it made or changed.
        public let taskID: Int64?
    }

    /// Accepts proposal `id` (as `draft`, when the person changed the fields) and commits it
    /// through `commit` as the agent that proposed it — the audit names that agent — with the
    /// person's review as the confirmation. The proposal is settled in the same transaction,
    /// so it is accepted exactly once, and only while pending.
    public func acceptProposal(id: Int64, caller: Caller, confirmation: Confirmation, draft: TaskDraft? = nil,
                               transcript: (any TranscriptSink)? = nil) throws(IntentError) -> Acceptance {
        try audited(.review, caller: caller, taskID: nil) { () throws(IntentError) in
            try authorize(.review, caller: caller, confirmation: confirmation)
        }
        var proposal = try pendingProposal(id, caller: caller)
        if let draft, proposal.change.isEditable {
            do { proposal.change = proposal.change.replacingDraft(try draft.validated()) } catch { throw .invalid(error) }
        }
        let agent = Caller.agent(proposal.agent)
        let accepted: (JSONObject, Int64?)
        switch proposal.change {
        case .create(let draft, let key):
            let done = try commit(Accepting(CreateTaskIntent(draft: draft, idempotencyKey: key), proposal: proposal, reviewer: caller,
                                            taskID: { $0.task.id }),
                                  caller: agent, confirmation: .reviewed, transcript: transcript)
            accepted = (done.output, done.result.task.id)
        case .complete(let taskID, _):
            let done = try commit(Accepting(CompleteTaskIntent(taskID: taskID), proposal: proposal, reviewer: caller,
                                            taskID: { $0.task.id }),
                                  caller: agent, confirmation: .reviewed, transcript: transcript)
            accepted = (done.output, taskID)
        case .edit(let taskID, let base, let draft):
            let patch = TaskPatch.between(base, draft)
            let done = try commit(Accepting(EditTaskIntent(taskID: taskID, patch: patch), proposal: proposal, reviewer: caller,
                                            taskID: { $0.after.id }),
                                  caller: agent, confirmation: .reviewed, transcript: transcript)
            accepted = (done.output, taskID)
        case .delete(let taskID, _):
            let done = try commit(Accepting(DeleteTaskIntent(taskID: taskID), proposal: proposal, reviewer: caller,
                                            taskID: { $0.task.id }),
                                  caller: agent, confirmation: .reviewed, transcript: transcript)
            accepted = (done.output, taskID)
        }
        let settled = (try? store.proposal(id: id)).flatMap { $0 } ?? proposal
        return Acceptance(proposal: settled, output: accepted.0, taskID: accepted.1)
    }

    /// Rejects proposal `id`: nothing changes but the proposal, which the agent can read.
    public func rejectProposal(id: Int64, caller: Caller, confirmation: Confirmation, note: String? = nil) throws(IntentError) -> Proposal {
        try audited(.review, caller: caller, taskID: nil) { () throws(IntentError) in
            try authorize(.review, caller: caller, confirmation: confirmation)
        }
        let proposal = try pendingProposal(id, caller: caller)
        let at = now
        try transaction {
            guard try store.decideProposal(id: id, status: .rejected, at: at, resultTaskID: nil, note: note) else {
                throw IntentError.refused(.review, .proposalNotPending(nil))
            }
            try record(.review, caller: caller, taskID: proposal.change.taskID,
                       detail: "rejected proposal \(id) from \(proposal.agent.displayName)")
        }
        return try self.proposal(id: id)
    }

    /// Replaces the fields of a pending create or edit proposal with the person's version;
    /// it stays pending for them (or a script) to accept.
    public func editProposal(id: Int64, draft: TaskDraft, caller: Caller, confirmation: Confirmation) throws(IntentError) -> Proposal {
        try audited(.review, caller: caller, taskID: nil) { () throws(IntentError) in
            try authorize(.review, caller: caller, confirmation: confirmation)
        }
        let proposal = try pendingProposal(id, caller: caller)
        guard proposal.change.isEditable else {
            throw .refused(.review, .nothingToEditInProposal)
        }
        let checked: TaskDraft
        do { checked = try draft.validated() } catch { throw .invalid(error) }
        let at = now
        try transaction {
            guard try store.replaceProposalDraft(id: id, with: checked, now: at) else {
                throw IntentError.refused(.review, .proposalNotPending(nil))
            }
            try record(.review, caller: caller, taskID: proposal.change.taskID,
                       detail: "edited proposal \(id) from \(proposal.agent.displayName)")
        }
        return try self.proposal(id: id)
    }

    /// Proposal `id`, refused (and audited) unless it is pending now.
    private func pendingProposal(_ id: Int64, caller: Caller) throws(IntentError) -> Proposal {
        try audited(.review, caller: caller, taskID: nil) { () throws(IntentError) -> Proposal in
            let proposal = try self.proposal(id: id)
            let status = proposal.status(at: now)
            guard status == .pending else { throw .refused(.review, .proposalNotPending(status)) }
            return proposal
        }
    }
}

/// The agent's intent, committed because a person accepted its proposal: the intent's own
/// step, then the proposal settled and the reviewer's audit row, in the same transaction.
struct Accepting<Inner: CommitIntent>: CommitIntent {
    let inner: Inner
    let proposal: Proposal
    let reviewer: Caller
    let taskID: @Sendable (Inner.Result) -> Int64?

    init(_ inner: Inner, proposal: Proposal, reviewer: Caller, taskID: @escaping @Sendable (Inner.Result) -> Int64?) {
        self.inner = inner
        self.proposal = proposal
        self.reviewer = reviewer
        self.taskID = taskID
    }

    var action: Action { inner.action }
    var auditedTaskID: Int64? { inner.auditedTaskID }
    var tool: CommitTool { inner.tool }

    func checked(in context: CommitContext) throws(IntentError) -> Accepting<Inner> {
        Accepting(try inner.checked(in: context), proposal: proposal, reviewer: reviewer, taskID: taskID)
    }

    func write(in context: CommitContext) throws -> Written<Inner.Result> {
        var written = try inner.write(in: context)
        let made = taskID(written.result)
        guard try context.store.decideProposal(id: proposal.id, status: .accepted, at: context.now, resultTaskID: made,
                                               note: nil) else {
            throw IntentError.refused(.review, .proposalNotPending(nil))
        }
        written.audits.append(AuditEntry(at: context.now, caller: reviewer, intent: .action(.review), taskID: made,
                                         outcome: .ok, detail: "accepted proposal \(proposal.id) from \(proposal.agent.displayName)"))
        return written
    }

    func output(of result: Inner.Result, in zone: Zone) -> JSONObject {
        var output = inner.output(of: result, in: zone)
        output["proposal"] = .int(proposal.id)
        return output
    }

    func transcriptOutputs(of result: Inner.Result, in zone: Zone) -> [JSONObject] { inner.transcriptOutputs(of: result, in: zone) }
}
