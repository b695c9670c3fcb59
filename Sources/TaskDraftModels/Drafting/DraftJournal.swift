import TaskDraftHTTP
import TaskDraftKit

/// What a backend reports while it drafts one utterance, lent to it by the session: the
/// tool calls and outputs it made (transcript entries), every HTTP exchange (for the model
/// log), and progress for the terminal.
///
/// One journal per draft, used by the drafting thread only; the session reads it after the
/// backend returns, or throws.
public final class DraftJournal {
    public private(set) var entries: [TranscriptEntry] = []
    public private(set) var exchanges: [ModelExchange] = []
    private let progress: ((DraftProgress) -> Void)?

    public init(progress: ((DraftProgress) -> Void)? = nil) { self.progress = progress }

    /// Whether anyone watches progress (a streaming answer is only worth it then).
    public var wantsProgress: Bool { progress != nil }

    public func record(_ entry: TranscriptEntry) { entries.append(entry) }
    /// Forgets the entries once the session has taken them.
    public func clearEntries() { entries.removeAll() }
    public func record(_ exchange: ModelExchange) { exchanges.append(exchange) }
    public func report(_ event: DraftProgress) { progress?(event) }

    /// Marks the last exchange's answer as refused by validation (it was `ok` on the wire).
    public func amendLastExchange(outcome: String, detail: String) {
        guard !exchanges.isEmpty else { return }
        exchanges[exchanges.count - 1].outcome = outcome
        exchanges[exchanges.count - 1].detail = detail
    }
}

/// Progress of one draft, for the REPL's spinner line.
public enum DraftProgress: Sendable, Equatable {
    /// A request went to `backend`; `purpose` is `draft`, `tools`, `repair` or `retry`.
    case requesting(backend: String, purpose: String)
    /// Time passes (at least about once a second while waiting).
    case waiting
    /// The title, as soon as the streamed answer contains it.
    case title(String)
    /// The model called a read-only tool.
    case toolCall(String)
    /// A retry after a 429/5xx or a reset connection, in `seconds`.
    case retrying(reason: RetryReason, seconds: Double)
    /// The backend failed and the next one in the chain takes over.
    case fallingBack(from: String, to: String, reason: BackendProblem)
}
