import Glibc
import TaskDraftKit
import TaskDraftMCP
import TaskDraftModels

/// `taskdraft mcp`: the agent surface, an MCP server on stdin/stdout, or over Streamable HTTP
/// with `--http`.
enum McpCommand {
    enum Option {
        static let scope = OptionSpec("scope", value: "scope",
                                      help: .mcpScope,
                                      default: .value("write"), allowed: AgentScope.allCases.map(\.rawValue))
        static let http = OptionSpec("http", value: "address",
                                     help: .mcpHttp)
        static let allowRemote = OptionSpec("allow-remote",
                                            help: .mcpAllowRemote)
        static let allowHost = OptionSpec("allow-host", value: "host",
                                          help: .mcpAllowHost,
                                          repeatable: true)
        static let allowOrigin = OptionSpec("allow-origin", value: "origin",
                                            help: .mcpAllowOrigin, repeatable: true)
    }

    static let spec = CommandSpec(
        "mcp", abstract: .mcpAbstract,
        discussion: .mcpDiscussion,
        options: [Option.scope, Option.http, Option.allowRemote, Option.allowOrigin, Option.allowHost],
        examples: [.line("claude mcp add taskdraft -- taskdraft mcp"),
                   .line("taskdraft mcp --db ~/tasks.db --tz Europe/Moscow"),
                   .line("taskdraft mcp --scope propose"),
                   .line("taskdraft mcp --http 127.0.0.1:8765")],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let arguments = invocation.arguments
        if let text = arguments.value(Option.http) {
            let (address, origins, hosts) = try httpOptions(text, arguments)
            let now = invocation.now
            let clock: @Sendable () -> Instant
            if invocation.nowIsFixed { clock = { now } } else { clock = { Instant.now } }
            let planner = try invocation.planner()
            return try serveHTTP(at: address, settings: invocation.configuration.http, allowedOrigins: origins, allowedHosts: hosts,
                                 planner: planner, urgency: invocation.skills.urgency, clock: clock,
                                 model: try invocation.backends.model(log: { planner.store }), context: invocation.draftContext,
                                 databasePath: invocation.databasePath, language: invocation.language)
        }
        if arguments.flag(Option.allowRemote) || !arguments.values(Option.allowOrigin).isEmpty || !arguments.values(Option.allowHost).isEmpty {
            throw UsageError(.usage(.missingArgument("--http")), command: "mcp")
        }
        let scope = arguments.value(Option.scope).flatMap(AgentScope.init(rawValue:)) ?? .write
        let planner = try invocation.planner()
        return serve(scope: scope, planner: planner, urgency: invocation.skills.urgency,
                     model: try invocation.backends.model(log: { planner.store }), context: invocation.draftContext,
                     language: invocation.language)
    }

    /// Serves one agent on stdin/stdout with `scope`, drafting with `model` in `context`; its
    /// log lines are in `language`.
    static func serve(scope: AgentScope, planner: Planner, urgency: UrgencyCoefficients, model: any LanguageModel,
                      context: DraftContext, language: Language) -> ExitCode {
        // list_tasks sort "urgency" weighs as `next` does, Skills included.
        planner.urgency = urgency
        let policy = planner.policy
        var identity = ServerIdentity(version: CLI.version, instructions: ServerIdentity.instructions(
            zone: planner.zone, writesPerMinute: policy.agentWritesPerMinute, agentsMayDelete: policy.agentsMayDelete, scope: scope))
        identity.language = language
        let log = Log { Message.mcp($0).text(language) }
        let server = MCPServer(planner: planner, identity: identity, transport: StdioTransport(), log: log, scope: scope) { caller in
            DraftingSession(store: planner.store, caller: caller, model: model, context: context,
                            tools: PlannerTaskReader(planner: planner, caller: caller))
        }
        server.run()
        return .ok
    }

    /// `--http HOST:PORT` and the options that go with it, checked before anything is read:
    /// the address, and the origins and host names allowed besides config.json's.
    static func httpOptions(_ text: String, _ arguments: ParsedArguments) throws -> (BindAddress, origins: [String], hosts: [String]) {
        guard let address = BindAddress(text) else {
            throw UsageError(.usage(.invalidValue(text, option: "--http", allowed: "HOST:PORT, such as 127.0.0.1:8765 or [::1]:8765")),
                             command: "mcp")
        }
        if arguments.value(Option.scope) != nil {
            throw UsageError(.usage(.chooseOne("--scope", "--http (where each token has its scope)")), command: "mcp")
        }
        guard address.isLoopback || arguments.flag(Option.allowRemote) else {
            throw CLIError(.usage, .agents(.remoteNeedsFlag(address.authority)))
        }
        let hosts = arguments.values(Option.allowHost)
        if let bad = hosts.first(where: { !HTTPServerSettings.isHostName($0) }) {
            throw UsageError(.usage(.invalidValue(bad, option: "--allow-host", allowed: "a name such as tasks.example.com or tasks.example.com:443")),
                             command: "mcp")
        }
        return (address, arguments.values(Option.allowOrigin), hosts)
    }

    /// `--http HOST:PORT`: serves until SIGINT or SIGTERM, then ends every conversation and
    /// waits for the connections to close.
    private static func serveHTTP(at address: BindAddress, settings: HTTPServerSettings, allowedOrigins: [String], allowedHosts: [String],
                                  planner: Planner, urgency: UrgencyCoefficients, clock: @escaping @Sendable () -> Instant,
                                  model: any LanguageModel, context: DraftContext, databasePath: String,
                                  language: Language) throws -> ExitCode {
        // list_tasks sort "urgency" weighs as `next` does, Skills included.
        planner.urgency = urgency
        let policy = planner.policy
        let zone = planner.zone
        var deployment = HTTPDeployment(
            databasePath: databasePath, zone: zone, policy: policy, clock: clock, model: model, context: context,
            identity: { scope in
                var identity = ServerIdentity(version: CLI.version, instructions: ServerIdentity.instructions(
                    zone: zone, writesPerMinute: policy.agentWritesPerMinute, agentsMayDelete: policy.agentsMayDelete,
                    route: .http(token: ""), scope: scope))
                identity.language = language
                return identity
            },
            log: Log { Message.mcp($0).text(language) })
        deployment.allowedOrigins = settings.allowedOrigins + allowedOrigins
        deployment.allowedHosts = settings.allowedHosts + allowedHosts
        if let n = settings.maxConnections { deployment.connections.maximumConnections = n }
        if let n = settings.maxBodyBytes { deployment.connections.maximumBodyBytes = n }
        if let s = settings.requestTimeoutSeconds { deployment.connections.requestMilliseconds = Int(s * 1000) }
        if let s = settings.idleTimeoutSeconds { deployment.connections.idleMilliseconds = Int(s * 1000) }
        if let n = settings.conversationsPerToken { deployment.conversations.perToken = n }

        let server: HTTPServer
        do {
            server = try HTTPServer(address: address, limits: deployment.connections)
        } catch {
            throw CLIError(.failure, .agents(.cannotListen(error)))
        }
        let endpoint = try StreamableHTTPEndpoint(deployment: deployment, address: server.address)
        StopSignals.install(writingTo: server.stopDescriptor)
        deployment.log(.listening(url: "http://\(server.address.authority)\(StreamableHTTPEndpoint.path)"))
        server.run(handler: { exchange in endpoint.handle(exchange) }, beforeClosing: { endpoint.shutdown() })
        deployment.log(.stopping)
        return .ok
    }
}

/// SIGINT and SIGTERM stop the HTTP server: the handler writes one byte to its stop pipe
/// (`write` is async-signal-safe), and `run` ends the conversations and the connections.
enum StopSignals {
    nonisolated(unsafe) private static var descriptor: Int32 = -1

    static func install(writingTo fd: Int32) {
        descriptor = fd
        for signal in [SIGINT, SIGTERM] {
            Glibc.signal(signal) { _ in
                var byte: UInt8 = 1
                _ = write(StopSignals.descriptor, &byte, 1)
            }
        }
    }
}
