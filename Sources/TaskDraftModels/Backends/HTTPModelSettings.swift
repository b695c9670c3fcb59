import TaskDraftHTTP
import TaskDraftKit

/// What one configured HTTP backend needs, whatever API it speaks: where, which model, its
/// budgets, time limits and tool limits, and where its key comes from.
public struct HTTPModelSettings: Sendable {
    public enum ToolChoice: String, Sendable, CaseIterable {
        /// Tools offered; the model decides.
        case auto
        /// The first round must call a tool (small local models never start a call on their own).
        case required
        /// No tools offered.
        case none
    }

    public var name: String
    public var address: ServerAddress
    public var model: String
    public var location: Configuration.Backend.Location
    public var contextTokens: Int
    /// Tokens kept free for the answer (`max_tokens`).
    public var maxAnswerTokens: Int
    public var connectTimeout: Double
    public var totalTimeout: Double
    public var maxToolCalls: Int
    public var maxToolErrors: Int
    public var toolChoice: ToolChoice
    /// Text the assistant's turn starts with in a `required` tool round (`"<tool_call>\n"`
    /// makes SmolLM2 under llama-server write a call).
    public var toolPrefill: String?
    public var stream: Bool
    public var logContent: Bool
    public var key: APIKeySource

    public init(name: String, address: ServerAddress, model: String, location: Configuration.Backend.Location,
                contextTokens: Int = 4096, maxAnswerTokens: Int = 512,
                connectTimeout: Double = HTTPLimits.defaultConnectTimeout, totalTimeout: Double = HTTPLimits.defaultTotalTimeout,
                maxToolCalls: Int = 4, maxToolErrors: Int = 2, toolChoice: ToolChoice = .auto, toolPrefill: String? = nil,
                stream: Bool = true, logContent: Bool = false, key: APIKeySource) {
        self.name = name
        self.address = address
        self.model = model
        self.location = location
        self.contextTokens = contextTokens
        self.maxAnswerTokens = maxAnswerTokens
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.maxToolCalls = maxToolCalls
        self.maxToolErrors = maxToolErrors
        self.toolChoice = toolChoice
        self.toolPrefill = toolPrefill
        self.stream = stream
        self.logContent = logContent
        self.key = key
    }
}

extension HTTPModelSettings {
    /// The settings of a configured entry: its own keys, and the limits config.json sets for all.
    public init(_ backend: Configuration.Backend, _ configuration: Configuration, environment: Environment) {
        self.init(name: backend.name, address: ServerAddress(backend.url)!, model: backend.model, location: backend.location,
                  contextTokens: backend.contextTokens, maxAnswerTokens: backend.maxTokens,
                  connectTimeout: configuration.connectTimeoutSeconds, totalTimeout: configuration.totalTimeoutSeconds,
                  maxToolCalls: configuration.maxToolCalls, maxToolErrors: configuration.maxToolErrors,
                  toolChoice: ToolChoice(rawValue: backend.toolChoice) ?? .auto,
                  toolPrefill: backend.toolPrefill, stream: backend.stream, logContent: configuration.logContent,
                  key: backend.keySource(environment))
    }

    /// Unavailable only for want of a key: whether the server answers is the factory's probe.
    public var availability: Availability {
        if case .missing(let why) = key.lookup() { return .unavailable(.noKey(why)) }
        return .available
    }

    public var destination: Destination {
        switch location {
        case .thisMachine: return .thisMachine(address.hostAndPort)
        case .localNetwork: return .localNetwork(address.hostAndPort)
        case .partner: return .partner(host: address.host, scheme: address.scheme)
        }
    }

    /// Fewest tokens left for the messages whatever the schema and tools cost: below this the
    /// budget is misconfigured and trimming would leave nothing useful.
    static let minimumMessageBudget = 256

    /// Whether this turn offers the read-only tools at all.
    func offersTools(_ request: DraftRequest) -> Bool {
        request.tools != nil && toolChoice != .none && maxToolCalls > 0
    }

    /// Runs `body` with one HTTP turn for `request`: the key read now (held only for this draft)
    /// and a client borrowed from `pool` for the turn's length.
    func withTurn<T>(_ request: DraftRequest, pool: TransportPool, trace: HTTPTrace?,
                     _ body: (HTTPTurn) throws(BackendError) -> T) throws(BackendError) -> T {
        let key: String?
        switch self.key.lookup() {
        case .missing(let why): throw BackendError(backend: name, host: address.hostAndPort, kind: .unavailable, problem: .noKey(why))
        case .key(let value): key = value
        case .notNeeded: key = nil
        }
        let transport: any HTTPTransport
        do {
            transport = try pool.borrow()
        } catch {
            throw BackendError(backend: name, host: address.hostAndPort, kind: .unavailable, problem: .transport(error.problem))
        }
        defer { pool.giveBack(transport) }
        return try body(HTTPTurn(settings: self, request: request, key: key, transport: transport, trace: trace))
    }
}
