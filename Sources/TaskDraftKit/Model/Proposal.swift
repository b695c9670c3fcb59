/// A change an agent left for a person to review instead of making it: who proposed it and
/// when, what it would do, and the draft (`taskdraft inbox`).
public struct Proposal: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case pending, accepted, rejected
        /// Nobody decided within the policy's lifetime (`Policy.proposalLifetimeSeconds`).
        case expired
    }

    public var id: Int64
    public var at: Instant
    public var expiresAt: Instant
    /// The agent that proposed it.
    public var agent: AgentCaller
    public var change: ProposedChange
    /// As stored; `status(at:)` tells a pending proposal that has lapsed.
    public var storedStatus: Status
    public var decidedAt: Instant?
    /// The task an accepted proposal made or changed.
    public var resultTaskID: Int64?
    /// What the decision was (the reviewer's words, or why accepting failed).
    public var note: String?

    public init(id: Int64, at: Instant, expiresAt: Instant, agent: AgentCaller, change: ProposedChange,
                storedStatus: Status = .pending, decidedAt: Instant? = nil, resultTaskID: Int64? = nil, note: String? = nil) {
        self.id = id
        self.at = at
        self.expiresAt = expiresAt
        self.agent = agent
        self.change = change
        self.storedStatus = storedStatus
        self.decidedAt = decidedAt
        self.resultTaskID = resultTaskID
        self.note = note
    }

    /// The status as of `now`: a pending proposal past its time has expired, written or not.
    public func status(at now: Instant) -> Status {
        storedStatus == .pending && expiresAt.seconds <= now.seconds ? .expired : storedStatus
    }

    /// What `inbox --json` prints and an agent's `list_proposals` returns.
    public func json(in zone: Zone, now: Instant) -> JSONObject {
        var object: JSONObject = [
            "id": .int(id), "status": .string(status(at: now).rawValue), "action": .string(change.action.rawValue),
            "agent": .string(agent.displayName), "client": .string(agent.client), "caller_name": .string(agent.name),
            "via": .string(agent.route.via), "proposed_at": .string(zone.zoned(at).description),
            "expires_at": .string(zone.zoned(expiresAt).description),
            "task_id": change.taskID.map(JSONValue.int) ?? .null,
        ]
        object["draft"] = change.draft.map { .object($0.json) } ?? .null
        if case .edit(_, let base, _) = change { object["before"] = .object(base.json) }
        object["decided_at"] = decidedAt.map { .string(zone.zoned($0).description) } ?? .null
        object["result_task_id"] = resultTaskID.map(JSONValue.int) ?? .null
        object["note"] = .optional(note)
        return object
    }
}

/// What a proposal would do, with the drafts a person reviews.
public enum ProposedChange: Sendable, Hashable {
    case create(TaskDraft, idempotencyKey: String?)
    /// `task`: the task as it was when proposed, to show the person.
    case complete(taskID: Int64, task: TaskDraft)
    /// `base`: the task's fields when proposed; `draft`: as the agent would have them.
    /// Accepting applies the difference, so a change the person made since stays.
    case edit(taskID: Int64, base: TaskDraft, draft: TaskDraft)
    case delete(taskID: Int64, task: TaskDraft)

    public var action: Action {
        switch self {
        case .create: return .create
        case .complete: return .complete
        case .edit: return .edit
        case .delete: return .delete
        }
    }

    public var taskID: Int64? {
        switch self {
        case .create: return nil
        case .complete(let id, _), .edit(let id, _, _), .delete(let id, _): return id
        }
    }

    /// The card a person reviews: the new task, the edited task, or the task a completion or
    /// deletion would touch.
    public var draft: TaskDraft? {
        switch self {
        case .create(let draft, _): return draft
        case .edit(_, _, let draft): return draft
        case .complete(_, let task), .delete(_, let task): return task
        }
    }

    /// Whether the person can change what is proposed before accepting it (its fields), as
    /// opposed to a completion or deletion, which is taken or left.
    public var isEditable: Bool {
        switch self {
        case .create, .edit: return true
        case .complete, .delete: return false
        }
    }

    /// The same change with the person's version of the fields.
    public func replacingDraft(_ draft: TaskDraft) -> ProposedChange {
        switch self {
        case .create(_, let key): return .create(draft, idempotencyKey: key)
        case .edit(let id, let base, _): return .edit(taskID: id, base: base, draft: draft)
        case .complete, .delete: return self
        }
    }
}
