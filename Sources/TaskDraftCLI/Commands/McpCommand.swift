import TaskDraftKit
import TaskDraftMCP
import TaskDraftModels

/// `taskdraft mcp`: the agent surface, an MCP server on stdin/stdout.
enum McpCommand {
    static let spec = CommandSpec(
        "mcp", abstract: "Serve AI agents over MCP (JSON-RPC on stdin/stdout).",
        discussion: """
            Runs a Model Context Protocol server until stdin closes: an agent's client (Claude Code, Cursor, …) \
            starts it and calls its tools (draft_task, create_task, list_tasks, complete_task, update_task, \
            delete_task) on the same database. Agents' changes are rate-limited per session, every call is \
            audited (see 'taskdraft audit'), and a delete needs the person's confirmation through the client. \
            stdout carries protocol messages only; diagnostics go to stderr. Limits come from config.json: \
            "agents": {"writes_per_minute": 30, "may_delete": true}.
            """,
        examples: ["claude mcp add taskdraft -- taskdraft mcp",
                   "taskdraft mcp --db ~/tasks.db --tz Europe/Moscow"],
        run: run)

    static func run(_ invocation: Invocation) throws -> ExitCode {
        let planner = try invocation.planner()
        let model = try invocation.draftingModel()
        let context = invocation.draftContext
        let policy = planner.policy
        let identity = ServerIdentity(version: CLI.version, instructions: ServerIdentity.instructions(
            zone: planner.zone, writesPerMinute: policy.agentWritesPerMinute, agentsMayDelete: policy.agentsMayDelete))
        let language = invocation.language
        let log = Log { Message.mcp($0).text(language) }
        let server = MCPServer(planner: planner, identity: identity, transport: StdioTransport(), log: log) { caller in
            DraftingSession(store: planner.store, caller: caller, model: model, context: context,
                            tools: PlannerTaskReader(planner: planner, caller: caller))
        }
        server.run()
        return .ok
    }
}
