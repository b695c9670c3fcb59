import TaskDraftKit

/// The English wording of what the terminal says about agents' access and their proposals.
extension AgentMessage {
    var english: String {
        switch self {
        case .tokenMade(let name, let scope): return "Made token \(name) (scope \(scope.rawValue))."
        case .tokenShownOnce: return "It is shown only now; the agent sends it as \"Authorization: Bearer TOKEN\":"
        case .tokenRevoked(let name): return "Revoked token \(name): requests with it are refused from now on."
        case .noTokens: return "No tokens yet. Make one with: taskdraft tokens add NAME --scope read|propose|write"
        case .columnName: return "Name"
        case .columnScope: return "Scope"
        case .columnMade: return "Made"
        case .columnLastUsed: return "Last used"
        case .columnState: return "State"
        case .never: return "never"
        case .live: return "live"
        case .revoked(let when): return "revoked " + when
        case .scope(let scope):
            switch scope {
            case .read: return "read"
            case .propose: return "propose"
            case .write: return "write"
            }

        case .remoteNeedsFlag(let address):
            return "\(address) can be reached from other hosts; pass --allow-remote to serve there, and put TLS in front of it (see the README)"
        case .cannotListen(let failure): return "cannot serve over HTTP: " + failure.description
        case .inboxEmpty: return "No proposals are waiting."
        case .inboxNotice(let counts):
            // "2 proposals from laptop, 1 from phone": the noun once, after the first count.
            return counts.enumerated().map { index, entry in
                let noun = index == 0 ? " " + English.plural(entry.count, "proposal", "proposals") : ""
                return "\(entry.count)\(noun) from \(entry.agent)"
            }.joined(separator: ", ") + " — /inbox"
        case .proposalHeading(let id, let agent, let action, let task):
            return "#\(id) from \(agent): " + AgentMessage.actionWord(action).english + (task.map { " " + $0 } ?? "")
        case .inboxHeader(let count): return "\(count) \(English.plural(count, "proposal", "proposals")) from agents:"
        case .inboxPrompt(let count):
            if count == 1 { return "Accept? [Y]es / [e]dit / [n]o, reject / or say what to change:" }
            return "Accept all? [Y]es / [n]o / \"2 n\" rejects, \"2 e\" edits / or say what to change:"
        case .acceptQuestion: return "Accept? [y/N] "
        case .accepted(let id): return "Accepted proposal \(id)."
        case .rejected(let id, let agent): return "Rejected proposal \(id) from \(agent)."
        case .keptPending(let count): return "Left in the inbox: \(count)."
        case .edited(let id): return "Proposal \(id) now reads:"
        case .notAccepted(let id, let reason): return "Proposal \(id) not accepted: " + reason
        case .noFieldsToEdit(let id):
            return "Proposal \(id) completes or deletes a task: there are no fields to edit; accept or reject it."
        case .columnProposal: return "#"
        case .columnAgent: return "From"
        case .columnWhat: return "What"
        case .columnProposed: return "Proposed"
        case .columnExpires: return "Expires"
        case .columnStatus: return "Status"
        case .actionWord(let action):
            switch action {
            case .create: return "create"
            case .complete: return "complete"
            case .edit: return "change"
            case .delete: return "delete"
            case .undo, .import, .sync, .token, .review: return action.rawValue
            }
        case .status(let status):
            switch status {
            case .pending: return "pending"
            case .accepted: return "accepted"
            case .rejected: return "rejected"
            case .expired: return "expired"
            }
        }
    }
}
