/// How many conversations the HTTP server keeps, per token and in all, and for how long an
/// unused one is kept. Each holds a database connection and its drafting sessions; how many
/// requests a token may send is the domain's to say (`Policy.requestLimit(for:)`).
public struct ConversationLimits: Sendable, Hashable {
    /// Conversations (sessions, and stateless clients) one token may have open.
    public var perToken = 16
    public var total = 64
    /// A conversation nobody used for this long ends (its session id then gets 404).
    public var idleSeconds = 1800

    public init() {}
}
