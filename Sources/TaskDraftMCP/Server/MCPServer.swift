import Glibc
import TaskDraftKit
import TaskDraftModels

/// The agent surface: a Model Context Protocol server over one transport (stdio in
/// `taskdraft mcp`), translating JSON-RPC into domain calls and their results back.
///
/// It speaks both protocol generations at once: the handshake one (`initialize`, 2025-06-18
/// and 2025-11-25) and the stateless one (2026-07-28: `server/discover`, and per-request
/// `_meta` with the version and the client's capabilities). Every rule — what an agent may
/// do, how fast, what a person must confirm, what is audited — is the domain's; this type
/// only decides how to say it in MCP.
///
/// One message per line; a line that is not a message gets a JSON-RPC error and the server
/// keeps serving. It returns from `run()` at end of input.
public final class MCPServer {
    /// How long a person may take to answer a delete confirmation in the handshake
    /// generation, where the server waits for the answer: long enough to read and click, short
    /// enough that a forgotten dialog does not hold a tool call forever.
    public static let confirmationTimeoutSeconds: Int64 = 600

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
    let transport: MessageTransport
    let log: Log
    /// Names this server process in callers (`claude-code#3fa2c1`), so the domain's per-caller
    /// rate limit and audit are per session.
    public let sessionID: String
    private let makeSession: (Caller) -> DraftingSession
    private var sessions: [Caller: DraftingSession] = [:]
    private var sessionOrder: [Caller] = []
    let pending = PendingConfirmations()

    /// The client as the `initialize` handshake described it; nil until then.
    var handshake: ClientContext?
    /// Requests this server sent and still waits on, and the answers that arrived.
    var awaiting: Set<RequestID> = []
    var answers: [RequestID: Result<JSONValue, RPCError>] = [:]
    /// Client requests cancelled while the server waited on the person.
    var cancelled: Set<RequestID> = []
    var confirming = false
    var endOfInput = false

    /// `makeSession` gives each caller its drafting session (backend, context, transcript).
    public init(planner: Planner, identity: ServerIdentity, transport: MessageTransport, log: Log = Log(),
                sessionID: String = RandomID.hexString(RandomID.randomBytes(3)),
                makeSession: @escaping (Caller) -> DraftingSession) {
        self.planner = planner
        self.identity = identity
        self.transport = transport
        self.log = log
        self.sessionID = sessionID
        self.makeSession = makeSession
    }

    /// Serves until the input ends.
    public func run() {
        log(.serving(session: sessionID))
        while !endOfInput {
            receive(transport.nextLine(timeoutMilliseconds: nil))
        }
        log(.inputClosed)
    }

    /// Handles one read: a message, an oversized line, or the end.
    func receive(_ event: LineEvent) {
        switch event {
        case .line(let bytes):
            handle(bytes)
        case .oversized(let count):
            log(.discardedLine(bytes: count))
            transport.send(Envelope.error(id: nil, .invalidRequest(
                "a message of \(count) bytes exceeds the \(LineReader.maximumLineBytes)-byte limit; it was discarded")))
        case .timeout:
            break
        case .end:
            endOfInput = true
        }
    }

    /// One line: parse, route, answer.
    func handle(_ bytes: [UInt8]) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
        let message: Message
        do {
            message = try Message.decode(bytes)
        } catch {
            log(.rejectedLine(error.error))
            transport.send(Envelope.error(id: error.id, error.error))
            return
        }
        switch message {
        case .request(let id, let method, let params):
            switch dispatch(id: id, method: method, params: params) {
            case .result(let result): transport.send(Envelope.result(id: id, result))
            case .error(let error): transport.send(Envelope.error(id: id, error))
            case .none: break
            }
        case .notification(let method, let params):
            notice(method, params: params)
        case .response(let id, let result):
            answer(id, with: .success(result))
        case .errorResponse(let id, let error):
            if let id { answer(id, with: .failure(error)) } else { log(.clientError(error)) }
        }
    }

    func dispatch(id: RequestID, method: String, params: JSONObject) -> Reply {
        do {
            switch method {
            case "initialize": return .result(try initialize(params))
            case "ping": return .result(ping(params))
            case "server/discover": return .result(try discover(params))
            case "tools/list": return .result(try listTools(params))
            case "tools/call": return try callTool(id: id, params: params)
            default: return .error(.methodNotFound(method))
            }
        } catch {
            return .error(error)
        }
    }

    /// Notifications need no answer; the ones that matter change what the server waits for.
    func notice(_ method: String, params: JSONObject) {
        switch method {
        case "notifications/cancelled":
            // Only a call waiting on the person can still be stopped; the rest have been answered.
            if confirming, let raw = params["requestId"], let id = RequestID(raw) { cancelled.insert(id) }
        case "notifications/initialized":
            break
        default:
            break
        }
    }

    private func answer(_ id: RequestID, with result: Result<JSONValue, RPCError>) {
        guard awaiting.contains(id) else {
            log(.strayAnswer(id))
            return
        }
        answers[id] = result
    }

    /// Drafting sessions kept at once. A stateless client names itself on every request, so
    /// the names are the client's to choose; past this many the oldest session is dropped (its
    /// transcript stays in the database, and a later call starts a new one).
    static let maximumSessions = 16

    /// The caller's drafting session, made on first use and kept for the process.
    func session(for caller: Caller) -> DraftingSession {
        if let session = sessions[caller] { return session }
        let session = makeSession(caller)
        sessions[caller] = session
        sessionOrder.append(caller)
        while sessionOrder.count > Self.maximumSessions { sessions[sessionOrder.removeFirst()] = nil }
        return session
    }
}
