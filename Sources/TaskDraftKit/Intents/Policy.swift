/// The rules that differ by caller: who must confirm what, what agents may not do, what an
/// agent's token allows, and how fast agents may write. The one place these rules live;
/// surfaces only ask.
public struct Policy: Sendable, Hashable {
    public enum Requirement: Sendable, Hashable {
        case none
        /// Any confirmation will do: `--yes`, a prompt answered, an elicitation.
        case confirmation
        /// Only a person may confirm: a prompt answered, an elicitation accepted, a proposal
        /// accepted in the inbox.
        case humanConfirmation
        /// The change is not made now: it becomes a proposal a person reviews (`taskdraft inbox`).
        case proposal
        case refused(Refusal)
    }

    /// Writes an agent may make per minute before being told to wait.
    public var agentWritesPerMinute: Int
    /// Whether agents may delete at all (with a human's confirmation).
    public var agentsMayDelete: Bool
    /// How long a proposal waits for the person before it lapses.
    public var proposalLifetimeSeconds: Int64
    /// Proposals one agent route (a token, a stdio server) may have waiting at once, so an
    /// agent cannot bury the person's inbox.
    public var pendingProposalsPerAgent: Int
    /// How many requests an agent reached over the network may send (`requestLimit(for:)`).
    public var agentRequests: RequestLimit

    /// A week: long enough to come back to after a weekend away, short enough that an
    /// unanswered change does not land months later on a list that has moved on.
    public static let defaultProposalLifetimeSeconds: Int64 = 7 * 86_400

    public init(agentWritesPerMinute: Int = 30, agentsMayDelete: Bool = true,
                proposalLifetimeSeconds: Int64 = Policy.defaultProposalLifetimeSeconds, pendingProposalsPerAgent: Int = 100,
                agentRequests: RequestLimit = .standard) {
        self.agentWritesPerMinute = agentWritesPerMinute
        self.agentsMayDelete = agentsMayDelete
        self.proposalLifetimeSeconds = proposalLifetimeSeconds
        self.pendingProposalsPerAgent = pendingProposalsPerAgent
        self.agentRequests = agentRequests
    }

    public static let standard = Policy()

    public func requirement(for action: Action, caller: Caller) -> Requirement {
        switch caller {
        case .human:
            // A person sees every draft before it is written, and is asked before a delete;
            // completing, editing and undoing are acts they typed and can undo.
            // Reviewing agents' proposals is theirs to do, with the card in front of them;
            // a token is made or revoked by a command they typed.
            switch action {
            case .create, .delete, .import, .review: return .confirmation
            case .complete, .edit, .undo, .sync, .token: return .none
            }
        case .script:
            // Scripts are never prompted: every write (and every token or review) needs the
            // confirmation given up front.
            return .confirmation
        case .sync:
            // The person configured the server and ran `sync`: what it brings is theirs, made
            // on their other devices, and one `undo` takes it back. It never undoes or imports.
            switch action {
            case .create, .complete, .edit, .delete, .sync: return .none
            case .undo, .import, .token, .review: return .refused(.syncAppliesChangesOnly)
            }
        case .agent(let agent):
            switch action {
            case .undo:
                return .refused(.agentsCannotUndo)
            case .import:
                return .refused(.agentsCannotImport)
            case .sync:
                return .refused(.agentsCannotSync)
            case .token:
                return .refused(.onlyPersonManagesTokens)
            case .review:
                return .refused(.onlyPersonReviewsProposals)
            case .delete where !agentsMayDelete:
                return .refused(.agentsMayNotDelete)
            case .create, .complete, .edit, .delete:
                switch agent.scope {
                case .read: return .refused(.tokenMayOnlyRead)
                case .propose: return .proposal
                // Destructive acts need a person, whatever the scope: asked through the client
                // now, or (`fallback`) as a proposal for later.
                case .write: return action == .delete ? .humanConfirmation : .none
                }
            }
        case .system:
            // The desktop calls on the person's behalf (a search result they chose, a button):
            // what one more `undo` takes back needs no further yes. Deleting, bulk acts, tokens
            // and reviews need the person at a terminal; an undo is limited by `undoRefusal`.
            switch action {
            case .create, .complete, .edit, .undo: return .none
            case .delete, .import, .sync, .token, .review: return .refused(.desktopNeedsPerson(action))
            }
        }
    }

    /// Whether `caller` may undo a change `owner` made (the newest one). A person and a script
    /// may undo anything; the desktop only its own change, so a program on the session bus
    /// never takes back what someone else did.
    public func undoRefusal(ofChangeBy owner: Caller, caller: Caller) -> Refusal? {
        if case .system = caller, owner != caller { return .changeMadeByAnother(owner) }
        return nil
    }

    /// What becomes of `action` when the requirement is a person's yes and no person can be
    /// asked now (the agent's client offers no elicitation): a proposal for the person's
    /// inbox, for agents; nothing otherwise (the caller is refused as before).
    public func fallback(for action: Action, caller: Caller) -> Requirement? {
        guard case .agent = caller, requirement(for: action, caller: caller) == .humanConfirmation else { return nil }
        return .proposal
    }

    /// Whether `caller` may leave `action` as a proposal: agents whose scope lets them change
    /// things, for the changes a proposal can hold.
    public func mayPropose(_ action: Action, caller: Caller) -> Bool {
        switch requirement(for: action, caller: caller) {
        case .proposal: return true
        case .humanConfirmation: return fallback(for: action, caller: caller) == .proposal
        default: return false
        }
    }

    /// How fast an agent that came by `route` may send requests of any kind (reads too),
    /// counted per `WriteLimitKey` by an `AgentRequestGate`; nil when its pace is its own. Over
    /// HTTP every token has the limit, whatever its scope: hosts the person did not start share
    /// one server, and one token's flood must not become another's wait. Over stdio the agent
    /// is a process the person started, alone on its pipe, and slows only itself.
    public func requestLimit(for route: AgentRoute) -> RequestLimit? {
        switch route {
        case .stdio: return nil
        case .http: return agentRequests
        }
    }

    /// Whether `caller`'s reads (lists, drafts) are audited as well as its writes: an agent's
    /// are, so a person can see what it looked at; a person's and a script's are not, since
    /// they are the ones reading.
    public func auditsReads(of caller: Caller) -> Bool {
        if case .agent = caller { return true }
        return false
    }

    /// Whether a surface that can reach a person should ask them before `action`: the
    /// confirmation in hand falls short of what the action needs, and a person's yes would
    /// make up for it (it cannot for a refusal or a proposal). Surfaces ask this instead of deciding.
    public func asksPerson(before action: Action, caller: Caller, given confirmation: Confirmation) -> Bool {
        let requirement = requirement(for: action, caller: caller)
        if case .refused = requirement { return false }
        if case .proposal = requirement { return false }
        return !Policy.satisfies(confirmation, requirement)
    }

    /// Whether `confirmation` meets `requirement`.
    public static func satisfies(_ confirmation: Confirmation, _ requirement: Requirement) -> Bool {
        switch requirement {
        case .none: return true
        case .confirmation: return confirmation != .none
        case .humanConfirmation: return confirmation == .interactive || confirmation == .elicited || confirmation == .reviewed
        case .proposal: return confirmation == .reviewed
        case .refused: return false
        }
    }
}
