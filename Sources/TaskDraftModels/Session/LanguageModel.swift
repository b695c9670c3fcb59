import TaskDraftKit

/// A drafting backend: turns a person's words (with the transcript and Skills) into a draft.
///
/// The built-in parser and every HTTP model conform; the session factory picks one.
/// Drafting is synchronous: the CLI runs one command per process, and batch work that
/// wants concurrency runs several drafts on threads.
public protocol LanguageModel: Sendable {
    /// The backend's name in config and in drafts' `backend` field.
    var name: String { get }
    /// Whether it can draft now, and if not, why.
    var availability: Availability { get }
    /// Where the user's words go when this backend drafts ("this machine", a host name).
    var destination: Destination { get }
    func draft(_ request: DraftRequest) throws(BackendError) -> TaskDraft
    /// The server the model log files this backend's requests under (`host:port`); nil for
    /// a backend that sends none.
    var loggedHost: String? { get }
    /// True when drafting never waits on a server (the built-in parser, or a chain of only
    /// such backends): no progress display, no worker threads.
    var draftsInProcess: Bool { get }
    /// Takes what earlier processes learnt about this backend's server from the model log.
    func recall(_ memory: ModelLogMemory)
    /// Several drafts from one answer, for `request.shape` `.set` (the tasks in the words) or
    /// `.plan` (the steps toward a goal); each validated as a single draft is. nil when this
    /// backend drafts one task at a time (the built-in parser: the splitter then finds the
    /// tasks) or its answer could not be used.
    func draftSeveral(_ request: DraftRequest) throws(BackendError) -> [SourcedDraft]?
    /// The review phase: a verdict per draft of `request.review`, in one answer. nil when this
    /// backend does not review (the built-in parser, whose cross-checks every draft gets
    /// anyway) or its answer could not be used.
    func reviewSteps(_ request: DraftRequest) throws(BackendError) -> [StepVerdict]?
}

// MARK: - Default Implementation

extension LanguageModel {
    public var loggedHost: String? { nil }
    public var draftsInProcess: Bool { false }
    /// Most backends have nothing to learn from earlier runs.
    public func recall(_ memory: ModelLogMemory) {}
    public func draftSeveral(_ request: DraftRequest) throws(BackendError) -> [SourcedDraft]? { nil }
    public func reviewSteps(_ request: DraftRequest) throws(BackendError) -> [StepVerdict]? { nil }
}

extension LanguageModel {
    /// `text` drafted with a journal of its own, for drafts made side by side on threads
    /// (`draft --jobs`): the result and the exchanges that made it come back together, so the
    /// caller logs them in input order.
    public func draftKeepingExchanges(_ text: String, context: DraftContext)
        -> (result: Result<TaskDraft, BackendError>, exchanges: [ModelExchange]) {
        let journal = DraftJournal()
        let result: Result<TaskDraft, BackendError>
        do throws(BackendError) {
            result = .success(try draft(DraftRequest(text: text, context: context, journal: journal)))
        } catch {
            result = .failure(error)
        }
        return (result, journal.exchanges)
    }
}
