import Glibc
import TaskDraftKit
import TaskDraftModels

/// The agent surface over stdio (`taskdraft mcp`): one conversation on one transport, a
/// JSON-RPC message per line. A line that is not a message gets a JSON-RPC error and the
/// server keeps serving; it returns from `run()` at end of input.
public final class MCPServer: ClientLink {
    let transport: MessageTransport
    let log: Log
    let conversation: MCPConversation
    /// Names this server process in callers (`claude-code#3fa2c1`): the audit tells sessions
    /// apart by it, and the domain counts the connection's writes by it (`WriteLimitKey`).
    public var sessionID: String { conversation.sessionID }
    var endOfInput = false

    /// `makeSession` gives each caller its drafting session (backend, context, transcript).
    /// `scope` narrows what the agent may do below the person's own rights (`mcp --scope`).
    public init(planner: Planner, identity: ServerIdentity, transport: MessageTransport, log: Log = Log(),
                sessionID: String = RandomID.hexString(RandomID.randomBytes(3)), scope: AgentScope = .write,
                makeSession: @escaping (Caller) -> DraftingSession) {
        self.transport = transport
        self.log = log
        conversation = MCPConversation(planner: planner, identity: identity, log: log, sessionID: sessionID, scope: scope,
                                       makeSession: makeSession)
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
            switch conversation.dispatch(id: id, method: method, params: params, link: self) {
            case .result(let result): transport.send(Envelope.result(id: id, result))
            case .error(let error): transport.send(Envelope.error(id: id, error))
            case .none: break
            }
        case .notification(let method, let params):
            conversation.notice(method, params: params)
        case .response(let id, let result):
            conversation.answer(id, with: .success(result))
        case .errorResponse(let id, let error):
            if let id { conversation.answer(id, with: .failure(error)) } else { log(.clientError(error)) }
        }
    }

    // ClientLink: the same pipe, read while a question waits.

    func send(_ message: [UInt8]) -> Bool {
        transport.send(message)
        return true
    }

    func wait(milliseconds: Int32) {
        receive(transport.nextLine(timeoutMilliseconds: milliseconds))
    }

    var isClosed: Bool { endOfInput }
}
