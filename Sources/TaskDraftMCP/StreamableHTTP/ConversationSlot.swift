import TaskDraftKit

/// One `MCPConversation` served over HTTP, with the lock its requests take turns under (the
/// conversation and its database connection serve one request at a time; a question to the
/// person releases the lock while it waits). Either a handshake-generation session
/// (`Mcp-Session-Id`) or the stateless generation's conversation of one client and token.
final class ConversationSlot: @unchecked Sendable {
    /// The session's id, a secret the client sends back; nil for a stateless conversation.
    let sessionID: String?
    /// Whose it is: the token it was opened with, at the scope the token had.
    let token: String
    let scope: AgentScope
    let conversation: MCPConversation
    let lock = ConditionLock()
    /// Guarded by the table's lock.
    var lastUsed: UInt64
    var inUse = 0
    /// Guarded by `lock`: set when the session ends (DELETE, eviction, shutdown).
    var ended = false
    /// Guarded by `lock`: whether a GET stream is open for it (one at a time).
    var hasStream = false

    init(sessionID: String?, token: String, scope: AgentScope, conversation: MCPConversation) {
        self.sessionID = sessionID
        self.token = token
        self.scope = scope
        self.conversation = conversation
        lastUsed = MonotonicTime.now.nanoseconds
    }

    /// Marks it ended and wakes whatever waits on it (a question, a GET stream).
    func end() {
        lock.withLock {
            ended = true
            lock.broadcast()
        }
    }
}
