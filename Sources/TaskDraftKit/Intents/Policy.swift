/// The rules that differ by caller: who must confirm what, what agents may not do, and
/// how fast agents may write. The one place these rules live; surfaces only ask.
public struct Policy: Sendable, Hashable {
    public enum Requirement: Sendable, Hashable {
        case none
        /// Any confirmation will do: `--yes`, a prompt answered, an elicitation.
        case confirmation
        /// Only a person may confirm: a prompt answered or an elicitation accepted.
        case humanConfirmation
        case refused(String)
    }

    /// Writes an agent may make per minute before being told to wait.
    public var agentWritesPerMinute: Int
    /// Whether agents may delete at all (with a human's confirmation).
    public var agentsMayDelete: Bool

    public init(agentWritesPerMinute: Int = 30, agentsMayDelete: Bool = true) {
        self.agentWritesPerMinute = agentWritesPerMinute
        self.agentsMayDelete = agentsMayDelete
    }

    public static let standard = Policy()

    public func requirement(for action: Action, caller: Caller) -> Requirement {
        switch caller {
        case .human:
            // A person sees every draft before it is written, and is asked before a delete;
            // completing, editing and undoing are acts they typed and can undo.
            switch action {
            case .create, .delete, .import: return .confirmation
            case .complete, .edit, .undo, .sync: return .none
            }
        case .script:
            // Scripts are never prompted: every write needs the confirmation given up front.
            return .confirmation
        case .sync:
            // The person configured the server and ran `sync`: what it brings is theirs, made
            // on their other devices, and one `undo` takes it back. It never undoes or imports.
            switch action {
            case .create, .complete, .edit, .delete, .sync: return .none
            case .undo, .import: return .refused("a sync applies a server's changes only")
            }
        case .agent:
            switch action {
            case .create, .complete, .edit: return .none
            case .delete:
                return agentsMayDelete ? .humanConfirmation : .refused("agents may not delete tasks here")
            case .undo:
                return .refused("agents cannot undo; a person can run `taskdraft undo`")
            case .import:
                return .refused("agents cannot run bulk imports")
            case .sync:
                return .refused("agents cannot run a sync; a person can run `taskdraft sync`")
            }
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
    /// make up for it (it cannot for a refusal). Surfaces ask this instead of deciding.
    public func asksPerson(before action: Action, caller: Caller, given confirmation: Confirmation) -> Bool {
        let requirement = requirement(for: action, caller: caller)
        if case .refused = requirement { return false }
        return !Policy.satisfies(confirmation, requirement)
    }

    /// Whether `confirmation` meets `requirement`.
    public static func satisfies(_ confirmation: Confirmation, _ requirement: Requirement) -> Bool {
        switch requirement {
        case .none: return true
        case .confirmation: return confirmation != .none
        case .humanConfirmation: return confirmation == .interactive || confirmation == .elicited
        case .refused: return false
        }
    }
}
