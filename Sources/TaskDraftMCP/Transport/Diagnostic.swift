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
        }
    }
}
