import Synchronization
import TaskDraftKit

/// The session factory's chain as one backend: drafts with the first that works, and puts
/// a warning in the draft when an earlier one failed. A cancelled draft (Ctrl-C) is not a
/// failure and is not passed on.
///
/// A backend that could not be reached is skipped for `downPeriod` seconds afterwards, so a
/// REPL session whose local server went away does not wait for it on every turn.
public final class FallbackModel: LanguageModel, Sendable {
    public let chain: [any LanguageModel]
    /// Seconds a backend that failed to answer is left out before it is tried again.
    public static let downPeriod: Double = 60
    private let downUntil = Mutex<[String: MonotonicTime]>([:])

    public init(chain: [any LanguageModel]) {
        precondition(!chain.isEmpty, "a fallback chain needs at least one backend")
        self.chain = chain
    }

    public var name: String { chain[0].name }
    public var availability: Availability { chain.contains { $0.availability.isAvailable } ? .available : chain[0].availability }
    public var destination: String { chain[0].destination }

    public func recall(_ lastAcceptedMode: (_ backend: String, _ host: String) -> String?) {
        for model in chain { model.recall(lastAcceptedMode) }
    }

    public func draft(_ request: DraftRequest) throws(BackendError) -> TaskDraft {
        var failures: [String] = []
        var lastError: BackendError?
        for (index, model) in chain.enumerated() {
            let now = MonotonicTime.now
            if index < chain.count - 1, let until = downUntil.withLock({ $0[model.name] }), until.seconds(from: now) > 0 {
                failures.append("\(model.name) did not answer a moment ago")
                continue
            }
            do {
                var draft = try model.draft(request)
                if !failures.isEmpty {
                    draft.warnings.insert("\(failures.joined(separator: "; ")); drafted by \(model.name)", at: 0)
                }
                return draft
            } catch {
                if error.kind == .cancelled { throw error }
                lastError = error
                failures.append("\(model.name) failed (\(error.detail))")
                if [.unavailable, .timeout, .transport].contains(error.kind) {
                    downUntil.withLock { $0[model.name] = now.adding(seconds: Self.downPeriod) }
                }
                if index + 1 < chain.count {
                    request.journal?.report(.fallingBack(from: model.name, to: chain[index + 1].name, reason: error.detail))
                }
            }
        }
        throw lastError ?? BackendError(backend: name, kind: .unavailable, detail: failures.joined(separator: "; "))
    }
}
