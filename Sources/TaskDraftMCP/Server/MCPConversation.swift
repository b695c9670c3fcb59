import TaskDraftKit
import TaskDraftModels

/// One agent's conversation with TaskDraft, whatever carries it: the handshake's client and
/// what it can do, the drafting sessions (transcripts) of its callers, the questions waiting on
/// the person. It turns one JSON-RPC request into domain calls and their results back.
///
/// It speaks both protocol generations at once: the handshake one (`initialize`, 2025-06-18
/// and 2025-11-25) and the stateless one (2026-07-28: `server/discover`, and per-request
/// `_meta` with the version and the client's capabilities). Every rule — what an agent may
/// do, how fast, what a person must confirm or review, what is audited — is the domain's;
/// this type only decides how to say it in MCP. Not thread-safe: one request at a time
/// (the HTTP transport holds a lock around each, released while a question waits).
final class MCPConversation {
    /// How long a person may take to answer a delete confirmation in the handshake
    /// generation, where the server waits for the answer: long enough to read and click, short
    /// enough that a forgotten dialog does not hold a tool call forever.
    static let confirmationTimeoutSeconds: Int64 = 600

    /// `_meta` keys of the stateless generation
    /// (https://modelcontextprotocol.io/specification/2026-07-28/basic/index#meta).
    enum MetaKey {
        static let protocolVersion = "io.modelcontextprotocol/protocolVersion"
        static let clientInfo = "io.modelcontextprotocol/clientInfo"
        static let clientCapabilities = "io.modelcontextprotocol/clientCapabilities"
        static let serverInfo = "io.modelcontextprotocol/serverInfo"
    }

    /// What a request gets back.
    enum Reply {
        case result(JSONObject)
        case error(RPCError)
        /// Nothing: the client cancelled the request.
        case none
    }

    let planner: Planner
    let identity: ServerIdentity
    let log: Log
    /// How the agent came and what it may do: every caller this conversation makes carries them.
    let route: AgentRoute
    let scope: AgentScope
    /// Names this conversation in callers (`claude-code#3fa2c1`): the audit and transcripts
    /// tell its callers from another conversation's.
    let sessionID: String
    private let makeSession: (Caller) -> DraftingSession
    private var sessions: [Caller: DraftingSession] = [:]
    private var sessionOrder: [Caller] = []
    let pending: PendingConfirmations

    /// The client as the `initialize` handshake described it; nil until then.
    var handshake: ClientContext?
    /// Requests this conversation sent and still waits on, and the answers that arrived.
    var awaiting: Set<RequestID> = []
    var answers: [RequestID: Result<JSONValue, RPCError>] = [:]
    /// Client requests cancelled while the conversation waited on the person.
    var cancelled: Set<RequestID> = []
    var confirming = false

    /// `makeSession` gives each caller its drafting session (backend, context, transcript).
    init(planner: Planner, identity: ServerIdentity, log: Log, sessionID: String, route: AgentRoute = .stdio,
         scope: AgentScope = .write, pending: PendingConfirmations = PendingConfirmations(),
         makeSession: @escaping (Caller) -> DraftingSession) {
        self.planner = planner
        self.identity = identity
        self.log = log
        self.sessionID = sessionID
        self.route = route
        self.scope = scope
        self.pending = pending
        self.makeSession = makeSession
    }

    /// Answers one request. `link` reaches the client while it waits (an elicitation).
    func dispatch(id: RequestID, method: String, params: JSONObject, link: ClientLink) -> Reply {
        do {
            switch method {
            case "initialize": return .result(try initialize(params))
            case "ping": return .result(ping(params))
            case "server/discover": return .result(try discover(params))
            case "tools/list": return .result(try listTools(params))
            case "tools/call": return try callTool(id: id, params: params, link: link)
            default: return .error(.methodNotFound(method))
            }
        } catch {
            return .error(error)
        }
    }

    /// Whether this conversation answers `method` at all (an HTTP server says 404 otherwise).
    static func answers(_ method: String) -> Bool {
        ["initialize", "ping", "server/discover", "tools/list", "tools/call"].contains(method)
    }

    /// Notifications need no answer; the ones that matter change what the conversation waits for.
    func notice(_ method: String, params: JSONObject) {
        switch method {
        case "notifications/cancelled":
            // Only a call waiting on the person can still be stopped; the rest have been answered.
            if confirming, let raw = params["requestId"], let id = RequestID(raw) { cancelled.insert(id) }
        default:
            break
        }
    }

    /// The client's answer to a request this conversation sent; false when nothing waits for it.
    @discardableResult
    func answer(_ id: RequestID, with result: Result<JSONValue, RPCError>) -> Bool {
        guard awaiting.contains(id) else {
            log(.strayAnswer(id))
            return false
        }
        answers[id] = result
        return true
    }

    /// Drafting sessions kept at once. A stateless client names itself on every request, so
    /// the names are the client's to choose; past this many the oldest session is dropped (its
    /// transcript stays in the database, and a later call starts a new one).
    static let maximumSessions = 16

    /// The caller's drafting session, made on first use and kept for the conversation.
    func session(for caller: Caller) -> DraftingSession {
        if let session = sessions[caller] { return session }
        let session = makeSession(caller)
        sessions[caller] = session
        sessionOrder.append(caller)
        while sessionOrder.count > Self.maximumSessions { sessions[sessionOrder.removeFirst()] = nil }
        return session
    }
}
