/// What the server says about itself on standard error, as typed values: the surface that
/// starts it words them for the person at the terminal (`taskdraft mcp` in their language);
/// `english` is the wording when nobody supplies another. Protocol errors sent to the client
/// stay as they went (English, the protocol's words), quoted inside.
public enum Diagnostic: Sendable, Equatable {
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

    public var english: String {
        switch self {
        case .serving(let session): return "serving TaskDraft over stdio (session \(session))"
        case .inputClosed: return "input closed; exiting"
        case .discardedLine(let bytes): return "discarded a \(bytes)-byte line"
        case .rejectedLine(let error): return "rejected a line: \(error)"
        case .clientError(let error): return "client reported an error: \(error)"
        case .opened(let client, let version, let protocolVersion, let canAsk):
            return "\(client) \(version ?? "") opened protocol \(protocolVersion)" + (canAsk ? " (can ask its user)" : "")
        case .strayAnswer(let id): return "ignored an answer to \(id), which nothing is waiting for"
        case .listening(let url): return "serving TaskDraft over HTTP at \(url)"
        case .refusedToken(let name?): return "refused a request with revoked token \(name)"
        case .refusedToken(nil): return "refused a request without a valid token"
        case .refusedOrigin(let origin): return "refused a request from origin \(origin)"
        case .refusedHost(let host): return "refused a request for host \(host)"
        case .overRate(let token): return "token \(token) sends more requests than its limit; answering 429"
        case .sessionOpened(let token, let client, let version, let session):
            return "\(token): \(client) opened protocol \(version) (session \(session))"
        case .sessionClosed(let token, let session): return "\(token): session \(session) ended"
        case .stopping: return "stopping"
        }
    }
}
