import TaskDraftKit
import TaskDraftModels

/// The agent surface over MCP's Streamable HTTP transport, at `/mcp`: both protocol
/// generations, as the stdio server speaks them, through the same `MCPConversation`.
///
/// The handshake generation (2025-03-26 to 2025-11-25,
/// https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#streamable-http):
/// `initialize` opens a session whose id (`Mcp-Session-Id`, 256 random bits) every later
/// request carries; a request is answered with JSON, or with an event stream when the server
/// must ask the client something first (an elicitation); GET opens the session's own stream;
/// DELETE ends it. The stateless generation (2026-07-28,
/// https://modelcontextprotocol.io/specification/2026-07-28/basic/transports/streamable-http):
/// every POST stands alone, its `_meta` mirrored in headers the server checks
/// (`MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name`); no sessions, no GET.
///
/// Before any of that, every request passes the same gates, in order: the path, the `Host` and
/// the `Origin` (DNS rebinding: `HostPolicy`, `OriginPolicy`), the bearer token (401 with `WWW-Authenticate`), and the token's request
/// limit, which the domain sets (`Policy.requestLimit(for:)`, 429). Which tools a token's scope
/// may use, and how, is the domain's to say too.
public final class StreamableHTTPEndpoint: @unchecked Sendable {
    public static let path = "/mcp"

    private let deployment: HTTPDeployment
    private let origins: OriginPolicy
    private let hosts: HostPolicy
    private let gate = AgentRequestGate()
    private let table: ConversationTable
    private let throttle = LogThrottle()
    /// Checks tokens, on a database connection of its own: a read, under its own lock.
    private let authenticator: Planner
    private let authLock = ConditionLock()
    /// Notes tokens' last use, on a connection of its own, after the answer has gone out: that
    /// write may wait on another writer, and no request should wait with it.
    private let usage: Planner
    private let usageLock = ConditionLock()
    private var log: Log { deployment.log }

    /// `address`: the one listened on (with its port), whose names and loopback origins are this server's own.
    public init(deployment: HTTPDeployment, address: BindAddress) throws {
        self.deployment = deployment
        origins = OriginPolicy(port: address.port, extra: deployment.allowedOrigins)
        hosts = HostPolicy(bound: address, extra: deployment.allowedHosts)
        table = ConversationTable(deployment.conversations)
        authenticator = try deployment.makePlanner()
        usage = try deployment.makePlanner()
    }

    /// Ends every conversation (the server is stopping): questions waiting on a person give up.
    public func shutdown() { table.removeAll() }

    /// Open conversations (sessions and stateless clients).
    public var conversationCount: Int { table.count }

    public func handle(_ exchange: HTTPExchange) {
        let request = exchange.request
        guard request.path == Self.path else {
            return fail(exchange, .notFound, RPCError(RPCError.invalidRequestCode, "Not found: the MCP endpoint is \(Self.path)"))
        }
        guard hosts.allows(request.header("host")) else {
            if throttle.allows("host") { log(.refusedHost(String((request.header("host") ?? "").prefix(200)))) }
            return fail(exchange, .misdirectedRequest,
                        RPCError(RPCError.invalidRequestCode, "Misdirected request: this server does not answer to that Host"))
        }
        guard origins.allows(request.header("origin")) else {
            if throttle.allows("origin") { log(.refusedOrigin(String((request.header("origin") ?? "").prefix(200)))) }
            return fail(exchange, .forbidden, RPCError(RPCError.invalidRequestCode, "Forbidden: this Origin may not use the server"))
        }
        guard ["POST", "GET", "DELETE"].contains(request.method) else {
            return fail(exchange, .methodNotAllowed, RPCError(RPCError.invalidRequestCode, "Method not allowed: use POST, GET or DELETE"),
                        headers: [("Allow", "GET, POST, DELETE")])
        }
        guard let token = authenticate(exchange) else { return }
        // Over HTTP every request is counted by its token, whatever the client calls itself.
        let key = WriteLimitKey.token(token.name)
        let limit = deployment.policy.requestLimit(for: .http(token: token.name))
        if let limit, case .limited(let seconds) = gate.admit(key, within: limit) {
            if throttle.allows("rate\u{0}" + token.name) { log(.overRate(token: token.name)) }
            return fail(exchange, .tooManyRequests,
                        RPCError(RPCError.invalidRequestCode, "Too many requests for this token; retry in \(seconds) s"),
                        headers: [("Retry-After", String(seconds))])
        }
        var released = limit == nil
        func release() {
            if !released { gate.release(key) }
            released = true
        }
        defer {
            release()
            // One thread notes it; the others have nothing to add meanwhile.
            if usageLock.tryLock() {
                usage.noteUse(of: token)
                usageLock.unlock()
            }
        }
        switch request.method {
        case "POST": post(exchange, token: token)
        case "GET":
            // A stream is held for minutes: it is bounded one per session, not by the request limit.
            release()
            stream(exchange, token: token)
        default: end(exchange, token: token)
        }
    }

    // MARK: - Gates

    /// The token in `Authorization: Bearer …`, or nil after answering 401. Only a token's name
    /// is ever logged, and only for one this database made (a revoked one).
    private func authenticate(_ exchange: HTTPExchange) -> AgentToken? {
        let challenge = "Bearer realm=\"taskdraft\""
        guard let header = exchange.request.header("authorization"), header.count > 7,
              header.prefix(7).lowercased() == "bearer " else {
            if throttle.allows("no token") { log(.refusedToken(revoked: nil)) }
            fail(exchange, .unauthorized, RPCError(RPCError.invalidRequestCode, """
                Unauthorized: send an agent token as "Authorization: Bearer TOKEN" (the person makes one with \
                `taskdraft tokens add NAME --scope read|propose|write`)
                """), headers: [("WWW-Authenticate", challenge)], close: true)
            return nil
        }
        let secret = String(header.dropFirst(7)).trimmingWhitespace()
        let verdict = authLock.withLock { try? authenticator.authenticate(secret: secret) }
        switch verdict {
        case .valid(let token)?:
            return token
        case .revoked(let name)?:
            if throttle.allows("revoked\u{0}" + name) { log(.refusedToken(revoked: name)) }
        case .unknown?, nil:
            if throttle.allows("no token") { log(.refusedToken(revoked: nil)) }
        }
        fail(exchange, .unauthorized, RPCError(RPCError.invalidRequestCode, "Unauthorized: the token is unknown here or was revoked"),
             headers: [("WWW-Authenticate", challenge + ", error=\"invalid_token\"")], close: true)
        return nil
    }

    // MARK: - POST

    private func post(_ exchange: HTTPExchange, token: AgentToken) {
        let request = exchange.request
        guard request.header("content-type")?.lowercased().hasPrefix("application/json") == true else {
            return fail(exchange, .unsupportedMediaType, RPCError(RPCError.invalidRequestCode, "Unsupported media type: send application/json"))
        }
        let message: Message
        do {
            message = try Message.decode(request.body)
        } catch {
            return fail(exchange, .badRequest, error.error, id: error.id)
        }
        switch message {
        case .request(let id, let method, let params):
            if params["_meta"]?[MCPConversation.MetaKey.protocolVersion] != nil {
                stateless(exchange, token: token, id: id, method: method, params: params)
            } else {
                handshake(exchange, token: token, id: id, method: method, params: params)
            }
        case .notification(let method, let params):
            switch session(exchange, token: token, required: false) {
            case .answered: return
            case .none: break
            case .found(let slot):
                slot.lock.withLock {
                    slot.conversation.notice(method, params: params)
                    slot.lock.broadcast()
                }
                table.checkIn(slot)
            }
            exchange.respond(.accepted)
        case .response(let id, let result):
            answer(exchange, token: token, id: id, with: .success(result))
        case .errorResponse(let id, let error):
            if let id { return answer(exchange, token: token, id: id, with: .failure(error)) }
            log(.clientError(error))
            exchange.respond(.accepted)
        }
    }

    /// The stateless generation: the headers must say what the body says; the conversation is
    /// the token's and client's own.
    private func stateless(_ exchange: HTTPExchange, token: AgentToken, id: RequestID, method: String, params: JSONObject) {
        let request = exchange.request
        let meta = params["_meta"]
        let version = meta?[MCPConversation.MetaKey.protocolVersion]?.stringValue
        guard let version, request.header("mcp-protocol-version") == version else {
            return fail(exchange, .badRequest, .headerMismatch("the MCP-Protocol-Version header does not match _meta's protocol version"), id: id)
        }
        guard request.header("mcp-method") == method else {
            return fail(exchange, .badRequest, .headerMismatch("the Mcp-Method header does not match the body's method"), id: id)
        }
        if method == "tools/call", case .string(let name)? = params["name"],
           request.header("mcp-name").flatMap(HeaderValue.decoded) != name {
            return fail(exchange, .badRequest, .headerMismatch("the Mcp-Name header does not match the body's tool name"), id: id)
        }
        guard MCPConversation.answers(method) else { return fail(exchange, .notFound, .methodNotFound(method), id: id) }
        let client = ClientContext.cleanName(meta?[MCPConversation.MetaKey.clientInfo]?["name"]?.stringValue)
        let key = ConversationTable.statelessKey(token: token.name, scope: token.scope, client: client)
        guard let slot = conversation(key, exchange: exchange, token: token, id: id, sessionID: nil) else { return }
        let reply = slot.lock.withLock { slot.conversation.dispatch(id: id, method: method, params: params, link: NoClientLink()) }
        table.checkIn(slot)
        switch reply {
        case .result(let result): respondJSON(exchange, .ok, Envelope.result(id: id, result))
        case .error(let error): fail(exchange, Self.status(for: error), error, id: id)
        case .none: exchange.respond(.accepted)
        }
    }

    /// The handshake generation: `initialize` opens a session, everything else names one.
    private func handshake(_ exchange: HTTPExchange, token: AgentToken, id: RequestID, method: String, params: JSONObject) {
        if let version = exchange.request.header("mcp-protocol-version"), !ProtocolVersion.handshake.contains(version) {
            if ProtocolVersion.stateless.contains(version) {
                return fail(exchange, .badRequest, .headerMismatch("MCP-Protocol-Version \(version) needs _meta in the body"), id: id)
            }
            return fail(exchange, .badRequest, RPCError(RPCError.invalidRequestCode, "Unsupported MCP-Protocol-Version \(version)"), id: id)
        }
        if method == "initialize" {
            let sessionID = RandomID.hexString(RandomID.randomBytes(32))
            guard let slot = conversation(sessionID, exchange: exchange, token: token, id: id, sessionID: sessionID) else { return }
            let reply = slot.lock.withLock {
                slot.conversation.dispatch(id: id, method: method, params: params, link: NoClientLink())
            }
            table.checkIn(slot)
            guard case .result(let result) = reply else {
                table.remove(sessionID)
                if case .error(let error) = reply { fail(exchange, .ok, error, id: id) } else { exchange.respond(.accepted) }
                return
            }
            if let client = slot.conversation.handshake {
                log(.sessionOpened(token: token.name, client: client.clientName, protocolVersion: client.generation.version,
                                   session: slot.conversation.sessionID))
            }
            return respondJSON(exchange, .ok, Envelope.result(id: id, result), headers: [("Mcp-Session-Id", sessionID)])
        }
        guard case .found(let slot) = session(exchange, token: token, required: true, id: id) else { return }
        defer { table.checkIn(slot) }
        let link = EventStreamLink(exchange: exchange, slot: slot)
        let reply = slot.lock.withLock { slot.conversation.dispatch(id: id, method: method, params: params, link: link) }
        let answer: [UInt8]?
        switch reply {
        case .result(let result): answer = Envelope.result(id: id, result)
        case .error(let error): answer = Envelope.error(id: id, error)
        case .none: answer = nil
        }
        if link.isStreaming {
            if let answer { exchange.event(answer) }
            exchange.finish()
        } else if let answer {
            respondJSON(exchange, .ok, answer)
        } else {
            // Cancelled before anything was sent: an empty stream, no answer.
            exchange.startEventStream()
            exchange.finish()
        }
    }

    /// The client's answer to a question the session asked (an elicitation).
    private func answer(_ exchange: HTTPExchange, token: AgentToken, id: RequestID, with result: Result<JSONValue, RPCError>) {
        guard case .found(let slot) = session(exchange, token: token, required: true) else { return }
        let waited = slot.lock.withLock { () -> Bool in
            defer { slot.lock.broadcast() }
            return slot.conversation.answer(id, with: result)
        }
        table.checkIn(slot)
        if waited {
            exchange.respond(.accepted)
        } else {
            fail(exchange, .badRequest, RPCError(RPCError.invalidRequestCode, "Invalid request: nothing waits for an answer to \(id)"))
        }
    }

    // MARK: - GET and DELETE

    /// The session's own stream (handshake generation): held open with a comment now and
    /// then, until the session ends, the client leaves or `streamNanoseconds` pass (the
    /// client then opens another). Nothing else is sent on it: this server asks its
    /// questions on the stream of the request they belong to.
    private func stream(_ exchange: HTTPExchange, token: AgentToken) {
        if let version = exchange.request.header("mcp-protocol-version"), ProtocolVersion.stateless.contains(version) {
            return fail(exchange, .methodNotAllowed, RPCError(RPCError.invalidRequestCode, "Method not allowed: \(version) has no GET stream"),
                        headers: [("Allow", "POST")])
        }
        guard case .found(let slot) = session(exchange, token: token, required: true) else { return }
        defer { table.checkIn(slot) }
        let claimed = slot.lock.withLock { () -> Bool in
            guard !slot.hasStream, !slot.ended else { return false }
            slot.hasStream = true
            return true
        }
        guard claimed else {
            return fail(exchange, .conflict, RPCError(RPCError.invalidRequestCode, "Conflict: this session already has its stream open"))
        }
        defer { slot.lock.withLock { slot.hasStream = false } }
        guard exchange.startEventStream() else { return }
        let deadline = Deadline(afterMilliseconds: Self.streamMilliseconds)
        var beat = MonotonicTime.now.nanoseconds
        while true {
            let over = slot.lock.withLock { () -> Bool in
                if slot.ended { return true }
                slot.lock.wait(milliseconds: 1000)
                return slot.ended
            }
            if over || deadline.hasPassed || exchange.peerHasGone { break }
            let now = MonotonicTime.now.nanoseconds
            if now &- beat >= EventStreamLink.keepAliveNanoseconds {
                beat = now
                if !exchange.keepAlive() { return }
            }
        }
        exchange.finish()
    }

    /// How long one GET stream is held before the server ends it (the client reconnects).
    static let streamMilliseconds = 10 * 60 * 1000

    /// DELETE: the client is done with its session.
    private func end(_ exchange: HTTPExchange, token: AgentToken) {
        guard case .found(let slot) = session(exchange, token: token, required: true), let id = slot.sessionID else { return }
        table.checkIn(slot)
        table.remove(id)
        log(.sessionClosed(token: token.name, session: slot.conversation.sessionID))
        exchange.respond(.noContent)
    }

    // MARK: - Sessions

    /// What a request's `Mcp-Session-Id` led to.
    private enum SessionLookup {
        /// None named, and none required.
        case none
        /// Checked out: check it in when done.
        case found(ConversationSlot)
        /// Already answered: 400 (none named) or 404 (unknown, ended, or another token's: a
        /// session id does not move between tokens).
        case answered
    }

    private func session(_ exchange: HTTPExchange, token: AgentToken, required: Bool, id: RequestID? = nil) -> SessionLookup {
        guard let sessionID = exchange.request.header("mcp-session-id") else {
            if !required { return .none }
            fail(exchange, .badRequest, RPCError(RPCError.invalidRequestCode,
                                                 "Bad request: send initialize first, then its Mcp-Session-Id with every request"), id: id)
            return .answered
        }
        guard let slot = table.checkOut(sessionID, token: token.name, scope: token.scope) else {
            fail(exchange, .notFound, RPCError(RPCError.invalidRequestCode, "Session not found: it ended or never began; initialize again"), id: id)
            return .answered
        }
        return .found(slot)
    }

    /// The conversation under `key`, made on first use; nil after answering 503 (the token
    /// has as many as it may, all busy) or 500 (the database cannot be opened).
    private func conversation(_ key: String, exchange: HTTPExchange, token: AgentToken, id: RequestID,
                              sessionID: String?) -> ConversationSlot? {
        if sessionID == nil, let slot = table.checkOut(key, token: token.name, scope: token.scope) { return slot }
        do {
            let made = try table.insert(key, token: token.name) {
                let label = RandomID.hexString(RandomID.randomBytes(3))
                let conversation = try deployment.makeConversation(label: label, token: token.name, scope: token.scope)
                return ConversationSlot(sessionID: sessionID, token: token.name, scope: token.scope, conversation: conversation)
            }
            guard let made else {
                fail(exchange, .serviceUnavailable, RPCError(RPCError.internalErrorCode,
                                                             "Too many conversations for this token at once; retry shortly"),
                     id: id, headers: [("Retry-After", "1")])
                return nil
            }
            return made
        } catch {
            fail(exchange, .internalServerError, RPCError(RPCError.internalErrorCode, "The task database cannot be opened: \(error)"), id: id)
            return nil
        }
    }

    // MARK: - Answers

    /// The HTTP status a stateless request's JSON-RPC error is sent with.
    static func status(for error: RPCError) -> HTTPStatus {
        switch error.code {
        case RPCError.methodNotFoundCode: return .notFound
        case RPCError.parseErrorCode, RPCError.invalidRequestCode, RPCError.invalidParamsCode,
             RPCError.unsupportedProtocolVersionCode, RPCError.headerMismatchCode:
            return .badRequest
        default: return .ok
        }
    }

    private func respondJSON(_ exchange: HTTPExchange, _ status: HTTPStatus, _ body: [UInt8], headers: [(String, String)] = [],
                             close: Bool = false) {
        exchange.respond(status, headers: [("Content-Type", "application/json")] + headers, body: body, close: close)
    }

    private func fail(_ exchange: HTTPExchange, _ status: HTTPStatus, _ error: RPCError, id: RequestID? = nil,
                      headers: [(String, String)] = [], close: Bool = false) {
        respondJSON(exchange, status, Envelope.error(id: id, error), headers: headers, close: close)
    }
}
