/// A conversation with TaskDraft: who held it, with which backend, and when it began.
public struct TranscriptSession: Sendable, Hashable {
    public let id: String
    public let startedAt: Instant
    public let caller: Caller
    public let backend: String?

    public init(id: String, startedAt: Instant, caller: Caller, backend: String?) {
        self.id = id
        self.startedAt = startedAt
        self.caller = caller
        self.backend = backend
    }
}
