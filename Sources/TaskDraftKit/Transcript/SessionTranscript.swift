/// One session's transcript while it is being said: the entries and model exchanges not yet
/// written, and the session's row once it has one.
///
/// Entries are buffered and written together, by `flush()` or by the commit path
/// (`Planner.commit`) inside the commit's own transaction, so a one-shot `add` is one WAL
/// commit. The drafting surfaces' `DraftingSession` records into one of these; the domain
/// writes it, into its own store, without calling back into the session layer.
public final class SessionTranscript: TranscriptSink {
    public let store: TaskStore
    public let caller: Caller
    /// The backend the session's row names.
    public let backend: String?
    /// The moment the session's row is stamped with when it is first written.
    public var now: Instant
    public private(set) var session: TranscriptSession?
    /// Everything said in this session, oldest first (written and pending).
    public private(set) var history: [TranscriptEntry] = []
    private var pending: [TranscriptEntry] = []
    /// HTTP exchanges not yet written to the model log.
    private var pendingExchanges: [ModelExchange] = []

    public init(store: TaskStore, caller: Caller, backend: String?, now: Instant) {
        self.store = store
        self.caller = caller
        self.backend = backend
        self.now = now
    }

    public func record(_ entry: TranscriptEntry) {
        history.append(entry)
        pending.append(entry)
    }

    public func record(exchanges: [ModelExchange]) {
        pendingExchanges.append(contentsOf: exchanges)
    }

    /// The commit path's entry: written with everything buffered, in the caller's transaction,
    /// or not kept at all.
    public func append(_ entry: TranscriptEntry) throws(StoreError) {
        record(entry)
        do {
            try flush()
        } catch {
            history.removeLast()
            pending.removeLast()
            throw error
        }
    }

    /// Writes buffered entries and model exchanges, creating the session row on first use.
    public func flush() throws(StoreError) {
        guard !pending.isEmpty || !pendingExchanges.isEmpty else { return }
        session = try store.append(pending, exchanges: pendingExchanges, to: session, caller: caller, backend: backend,
                                   now: now)
        pending.removeAll()
        pendingExchanges.removeAll()
    }
}
