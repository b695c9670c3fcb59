extension Policy {
    /// Why a caller may not do something at all: a value each surface words in its own
    /// language (`Refusal+English.swift`, `Refusal+Russian.swift`); its English is what the
    /// audit log, JSON and agents read.
    public enum Refusal: LocalizedText, Hashable {
        case syncAppliesChangesOnly
        case agentsMayNotDelete, agentsCannotUndo, agentsCannotImport, agentsCannotSync
        case onlyPersonManagesTokens, onlyPersonReviewsProposals, tokenMayOnlyRead
        /// The desktop asked for an act that needs a person at a terminal (a delete, an import).
        case desktopNeedsPerson(Action)
        /// An undo whose newest change was made by another caller.
        case changeMadeByAnother(Caller)
        /// An idempotency key already used for a call on another task.
        case keyUsedForAnotherTask(Int64)
        // Proposals (`taskdraft inbox`, an agent's propose).
        case onlyAgentsPropose, cannotBeProposed, tooManyProposalsWaiting, noSuchProposal
        /// The proposal was decided or lapsed meanwhile; its status when known.
        case proposalNotPending(Proposal.Status?)
        case nothingToEditInProposal
        // Agents' tokens.
        case tokenNameTaken, noLiveTokenNamed
        case badTokenName(AgentToken.NameProblem)

        public static let samples: [Refusal] = [
            .syncAppliesChangesOnly, .agentsMayNotDelete, .agentsCannotUndo, .agentsCannotImport, .agentsCannotSync,
            .onlyPersonManagesTokens, .onlyPersonReviewsProposals, .tokenMayOnlyRead,
            .desktopNeedsPerson(.delete), .desktopNeedsPerson(.import), .changeMadeByAnother(.human), .keyUsedForAnotherTask(42),
            .onlyAgentsPropose, .cannotBeProposed, .tooManyProposalsWaiting, .noSuchProposal,
            .proposalNotPending(nil), .proposalNotPending(.accepted), .proposalNotPending(.rejected), .proposalNotPending(.expired),
            .nothingToEditInProposal, .tokenNameTaken, .noLiveTokenNamed,
        ] + AgentToken.NameProblem.allCases.map(Refusal.badTokenName)
    }
}
