import Synchronization
import TaskDraftKit

/// The session factory's chain as one backend: drafts with the first that works, and puts
/// a warning in the draft when an earlier one failed or was skipped when the chain was
/// chosen. A cancelled draft (Ctrl-C) is not a failure and is not passed on.
///
/// A backend that could not be reached is skipped for `downPeriod` seconds afterwards, so a
/// REPL session whose local server went away does not wait for it on every turn; `taskdraft`
/// seeds that memory from the model log (`markDown`), so the next command does not either.
public final class FallbackModel: LanguageModel, Sendable {
    public let chain: [any LanguageModel]
    /// The backends preferred to `chain[0]` but skipped before drafting, with the reason
    /// ("llama skipped: server not answering (…)"): every draft says so.
    public let skipped: [FallbackFailure]
    /// What a timeout of the last backend adds to its error: that the policy has no fallback
    /// after it. (A forced backend is a `ForcedModel`, which says what would draft without the force.)
    public let fallbackNote: FallbackNote?
    /// Seconds a backend that failed to answer is left out before it is tried again.
    public static let downPeriod: Double = 60
    private let downUntil = Mutex<[String: MonotonicTime]>([:])

    public init(chain: [any LanguageModel], skipped: [FallbackFailure] = [], fallbackNote: FallbackNote? = nil) {
        precondition(!chain.isEmpty, "a fallback chain needs at least one backend")
        self.chain = chain
        self.skipped = skipped
        self.fallbackNote = fallbackNote
    }

    /// Leaves `backend` out for the next `seconds` (what an earlier process learned).
    public func markDown(_ backend: String, forSeconds seconds: Double) {
        guard seconds > 0 else { return }
        downUntil.withLock { $0[backend] = MonotonicTime.now.adding(seconds: min(seconds, Self.downPeriod)) }
    }

    public var name: String { chain[0].name }
    /// A chain left with only the built-in parser (the preferred backends skipped) drafts as it does.
    public var draftsInProcess: Bool { chain.allSatisfy(\.draftsInProcess) }
    public var availability: Availability { chain.contains { $0.availability.isAvailable } ? .available : chain[0].availability }
    public var destination: Destination { chain[0].destination }

    /// Passes the memory on, and leaves out for the rest of `downPeriod` a backend that an
    /// earlier process found not answering.
    public func recall(_ memory: ModelLogMemory) {
        for model in chain {
            model.recall(memory)
            if let host = model.loggedHost, let age = memory.secondsSinceUnanswered(model.name, host), age >= 0 {
                markDown(model.name, forSeconds: Self.downPeriod - age)
            }
        }
    }

    /// The first backend of the chain that answers with several drafts; nil when the chain
    /// reaches one that drafts in process, or a backend's answer was not valid (the caller
    /// then drafts one task at a time, through `draft`, falling back as ever).
    public func draftSeveral(_ request: DraftRequest) throws(BackendError) -> [SourcedDraft]? {
        try firstAnswering { (model) throws(BackendError) in try model.draftSeveral(request) }
    }

    /// The review of the first backend of the chain that reviews, as `draftSeveral` asks; a
    /// failure is thrown even with the built-in parser behind it, since the parser has no
    /// review to fall back on and the person should hear why there was none.
    public func reviewSteps(_ request: DraftRequest) throws(BackendError) -> [StepVerdict]? {
        try firstAnswering(failureIsError: true) { (model) throws(BackendError) in try model.reviewSteps(request) }
    }

    /// `ask`'s answer from the first backend of the chain that does not draft in process and
    /// is not left out; nil when one answers nil, or the chain reaches the built-in parser
    /// (after a failure too, unless `failureIsError`).
    private func firstAnswering<Value>(failureIsError: Bool = false,
                                       _ ask: (any LanguageModel) throws(BackendError) -> Value?) throws(BackendError) -> Value? {
        var lastError: BackendError?
        for (index, model) in chain.enumerated() where !model.draftsInProcess {
            let now = MonotonicTime.now
            if index < chain.count - 1, let until = downUntil.withLock({ $0[model.name] }), until.seconds(from: now) > 0 { continue }
            do {
                return try ask(model)
            } catch {
                if error.kind == .cancelled { throw error }
                lastError = error
                if [.unavailable, .timeout, .transport].contains(error.kind) {
                    downUntil.withLock { $0[model.name] = now.adding(seconds: Self.downPeriod) }
                }
            }
        }
        if let lastError, failureIsError || !chain.contains(where: \.draftsInProcess) { throw lastError }
        return nil
    }

    public func draft(_ request: DraftRequest) throws(BackendError) -> TaskDraft {
        var failures = skipped
        var lastError: BackendError?
        for (index, model) in chain.enumerated() {
            let now = MonotonicTime.now
            if index < chain.count - 1, let until = downUntil.withLock({ $0[model.name] }), until.seconds(from: now) > 0 {
                failures.append(.didNotAnswerRecently(backend: model.name))
                continue
            }
            do {
                var draft = try model.draft(request)
                if !failures.isEmpty {
                    draft.warnings.insert(DraftWarning(BackendWarning.fellBack(failures, draftedBy: model.name)), at: 0)
                }
                return draft
            } catch {
                if error.kind == .cancelled { throw error }
                lastError = error
                failures.append(.failed(error))
                if [.unavailable, .timeout, .transport].contains(error.kind) {
                    downUntil.withLock { $0[model.name] = now.adding(seconds: Self.downPeriod) }
                }
                if index + 1 < chain.count {
                    request.journal?.report(.fallingBack(from: model.name, to: chain[index + 1].name, reason: error.problem))
                }
            }
        }
        if let error = lastError, error.kind == .timeout, let fallbackNote {
            throw BackendError(backend: error.backend, host: error.host, kind: error.kind, problem: .withNote(error.problem, fallbackNote))
        }
        throw lastError ?? BackendError(backend: name, kind: .unavailable, problem: .allFailed(failures))
    }
}
