import TaskDraftKit
import TaskDraftMCP
import TaskDraftModels

/// `taskdraft mcp`: the agent surface, an MCP server on stdin/stdout.
enum McpCommand {
    enum Option {
        static let scope = OptionSpec("scope", value: "scope",
                                      help: "Give the agent less than your own rights: read, or propose (its changes wait in the inbox).",
                                      default: "write", allowed: AgentScope.allCases.map(\.rawValue))
    }

    static let spec = CommandSpec(
        "mcp", abstract: "Serve AI agents over MCP (JSON-RPC on stdin/stdout).",
        discussion: """
            Runs a Model Context Protocol server until stdin closes: an agent's client (Claude Code, Cursor, …) \
            starts it and calls its tools (draft_task, create_task, list_tasks, complete_task, update_task, \
            delete_task, list_proposals) on the same database. Agents' changes are rate-limited per session, every \
            call is audited (see 'taskdraft audit'), and a delete needs the person's confirmation through the \
            client, or waits in 'taskdraft inbox' when the client cannot ask. stdout carries protocol messages \
            only; diagnostics go to stderr. Limits come from config.json: "agents": {"writes_per_minute": 30, \
            "may_delete": true, "proposal_days": 7}.
            """,
        options: [Option.scope],
        examples: ["claude mcp add taskdraft -- taskdraft mcp",
                   "taskdraft mcp --db ~/tasks.db --tz Europe/Moscow",
                   "taskdraft mcp --scope propose"],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let scope = invocation.arguments.value(Option.scope).flatMap(AgentScope.init(rawValue:)) ?? .write
        let planner = try invocation.planner()
        let model = try invocation.draftingModel()
        let context = invocation.draftContext
        let policy = planner.policy
        let identity = ServerIdentity(version: CLI.version, instructions: ServerIdentity.instructions(
            zone: planner.zone, writesPerMinute: policy.agentWritesPerMinute, agentsMayDelete: policy.agentsMayDelete, scope: scope))
        let language = invocation.language
        let log = Log { Message.mcp($0).text(language) }
        let server = MCPServer(planner: planner, identity: identity, transport: StdioTransport(), log: log, scope: scope) { caller in
            DraftingSession(store: planner.store, caller: caller, model: model, context: context,
                            tools: PlannerTaskReader(planner: planner, caller: caller))
        }
        server.run()
        return .ok
    }
}
