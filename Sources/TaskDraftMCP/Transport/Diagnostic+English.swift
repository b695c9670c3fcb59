/// The English wording of what the MCP server says on standard error: what the server logs
/// when the surface that starts it supplies no other.
extension Diagnostic {
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
