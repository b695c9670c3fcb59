import TaskDraftKit

/// What the server says about itself on standard error, as typed values: the surface that
/// starts it words them for the person at the terminal (`taskdraft mcp` in their language),
/// from the English, Russian and Polish catalogues beside it; `english` is the wording when
/// nobody supplies another. Protocol errors sent to the client stay as they went (English, the
/// protocol's words), quoted inside.
public enum Diagnostic: LocalizedText, Equatable {
    case serving(session: String)
    case inputClosed
    case discardedLine(bytes: Int)
    /// A line that was not a message; `error` is what the client got back.
    case rejectedLine(RPCError)
    /// An error response the client sent with no id to tie it to.
    case clientError(RPCError)
    case opened(client: String, version: String?, protocolVersion: String, canAskItsUser: Bool)
    case strayAnswer(RequestID)
    /// `mcp --http`: where it listens.
    case listening(url: String)
    /// A request turned away at the door: a token that was revoked (named), or none valid.
    case refusedToken(revoked: String?)
    case refusedOrigin(String)
    /// A request that named another host than this server answers to (DNS rebinding).
    case refusedHost(String)
    /// A token sent more requests than its rate; said once a second at most.
    case overRate(token: String)
    case sessionOpened(token: String, client: String, protocolVersion: String, session: String)
    case sessionClosed(token: String, session: String)
    case stopping

    public static let samples: [Diagnostic] = [
        .serving(session: "123456"), .inputClosed, .discardedLine(bytes: 2_000_000), .rejectedLine(RPCError(-32700, "Parse error")),
        .clientError(RPCError(-32603, "Internal error")),
        .opened(client: "claude-code", version: "1.2", protocolVersion: "2025-11-25", canAskItsUser: true),
        .opened(client: "claude-code", version: nil, protocolVersion: "2025-11-25", canAskItsUser: false), .strayAnswer(.int(7)),
        .listening(url: "http://127.0.0.1:8765/mcp"), .refusedToken(revoked: "laptop"), .refusedToken(revoked: nil),
        .refusedOrigin("https://evil.example"), .refusedHost("evil.example"), .overRate(token: "laptop"),
        .sessionOpened(token: "laptop", client: "claude-code", protocolVersion: "2025-11-25", session: "a1b2"),
        .sessionClosed(token: "laptop", session: "a1b2"), .stopping,
    ]
}
