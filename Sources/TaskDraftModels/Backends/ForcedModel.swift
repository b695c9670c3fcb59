import TaskDraftKit

/// The backend `--backend NAME` or `TASKDRAFT_BACKEND` forces, as every surface drafts with it
/// (`SessionFactory.model`): that backend drafts or the draft fails. No other backend stands in,
/// the built-in parser neither: an answer that is not a valid draft once repaired is its
/// failure (`DraftRequest.builtinMayStandIn`), as a timeout, an answer too large, a server's
/// error or a refusal are. A failure that ends the draft says what would have drafted without
/// the force (`fallbackNote`).
///
/// Answers holding several drafts (`draftSeveral`: a set, a plan's steps) and reviews draw on no
/// other backend and pass through as they are: a set's unusable answer is drafted piece by piece
/// by this backend, a plan's fails the plan, a review's leaves the drafts unreviewed with a warning.
public final class ForcedModel: LanguageModel, Sendable {
    public let forced: any LanguageModel
    /// What would draft without the force: said after a timeout or an answer that was not a draft.
    public let fallbackNote: FallbackNote

    public init(_ forced: any LanguageModel, fallbackNote: FallbackNote) {
        self.forced = forced
        self.fallbackNote = fallbackNote
    }

    public var name: String { forced.name }
    public var availability: Availability { forced.availability }
    public var destination: Destination { forced.destination }
    public var loggedHost: String? { forced.loggedHost }
    public var draftsInProcess: Bool { forced.draftsInProcess }
    public func recall(_ memory: ModelLogMemory) { forced.recall(memory) }

    public func draft(_ request: DraftRequest) throws(BackendError) -> TaskDraft {
        do {
            var alone = request
            alone.builtinMayStandIn = false
            return try forced.draft(alone)
        } catch {
            throw noted(error)
        }
    }

    public func draftSeveral(_ request: DraftRequest) throws(BackendError) -> [SourcedDraft]? {
        try forced.draftSeveral(request)
    }

    public func reviewSteps(_ request: DraftRequest) throws(BackendError) -> [StepVerdict]? {
        try forced.reviewSteps(request)
    }

    /// The failure with what would have drafted without the force, where the person may wonder
    /// why nothing else did: after a timeout, and after an answer that was not a draft.
    private func noted(_ error: BackendError) -> BackendError {
        var notes = error.kind == .timeout
        if case .answer(.notADraft) = error.problem { notes = true }
        guard notes else { return error }
        return BackendError(backend: error.backend, host: error.host, kind: error.kind, problem: .withNote(error.problem, fallbackNote))
    }
}
