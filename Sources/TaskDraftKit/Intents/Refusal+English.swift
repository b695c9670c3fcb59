extension Policy.Refusal {
    public var english: String {
        switch self {
        case .syncAppliesChangesOnly: return "a sync applies a server's changes only"
        case .agentsMayNotDelete: return "agents may not delete tasks here"
        case .agentsCannotUndo: return "agents cannot undo; a person can run `taskdraft undo`"
        case .agentsCannotImport: return "agents cannot run bulk imports"
        case .agentsCannotSync: return "agents cannot run a sync; a person can run `taskdraft sync`"
        case .onlyPersonManagesTokens: return "only a person makes and revokes agents' tokens"
        case .onlyPersonReviewsProposals: return "only a person reviews proposals"
        case .tokenMayOnlyRead: return "this agent's token may only read (scope read)"
        case .desktopNeedsPerson(let action):
            return "\(action.rawValue) from the desktop needs a person; run `taskdraft \(action.rawValue)` in a terminal"
        case .changeMadeByAnother(let owner):
            return "the newest change was made by \(owner); only the caller that made a change can undo it from here"
        case .keyUsedForAnotherTask(let id):
            return "this idempotency key was already used for task \(id); a new call needs a new key"
        case .onlyAgentsPropose: return "only agents propose changes"
        case .cannotBeProposed: return "this change cannot be proposed"
        case .tooManyProposalsWaiting: return "too many of this agent's proposals are waiting for the person"
        case .noSuchProposal: return "there is no proposal with this number"
        case .proposalNotPending(nil): return "this proposal is no longer pending"
        case .proposalNotPending(let status?): return "this proposal is no longer pending (\(status.rawValue))"
        case .nothingToEditInProposal: return "a completion or deletion has no fields to edit; accept or reject it"
        case .tokenNameTaken: return "a live token has this name; revoke it first"
        case .noLiveTokenNamed: return "there is no live token of this name"
        case .badTokenName(.empty): return "a token name cannot be empty"
        case .badTokenName(.tooLong): return "a token name has at most \(AgentToken.maximumNameLength) characters"
        case .badTokenName(.firstCharacter): return "a token name starts with a letter or a digit"
        case .badTokenName(.characters): return "a token name holds only ASCII letters, digits, '.', '_' and '-'"
        }
    }
}
