/// What an agent's write limit (`Policy.agentWritesPerMinute`) is counted by: the way the agent
/// is connected, which the person set up — never the name its client gives itself, which is a
/// label a client may change with every request (`clientInfo` in MCP's stateless revision).
/// `AgentCaller.writeLimitKey` gives it; `Planner` counts by it (`TaskStore.writeCount`).
public enum WriteLimitKey: Sendable, Hashable, CustomStringConvertible {
    /// One connection: a stdio server process (`taskdraft mcp`), by the session id it gave
    /// itself, which every caller it makes carries (`client#session`).
    case connection(String)
    /// A bearer token over HTTP (`taskdraft mcp --http`), by the name the person gave it:
    /// every session that presents it shares one count.
    case token(String)

    public var description: String {
        switch self {
        case .connection(let session): return "connection \(session)"
        case .token(let name): return "token \(name)"
        }
    }
}
