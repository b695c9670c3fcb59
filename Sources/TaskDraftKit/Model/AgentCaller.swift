/// An AI agent as the domain sees it: what its client calls itself, which conversation it is
/// in, how it reached TaskDraft and with what rights.
///
/// The client's name is a label the client chose; the route is what the person set up (they
/// started `taskdraft mcp`, or made the token the agent presents). Limits and rights follow
/// the route and its scope, never the name.
public struct AgentCaller: Sendable, Hashable {
    /// The client's self-reported name (`claude-code`), cleaned for logs and the audit.
    public var client: String
    /// A short public label of the conversation (a stdio server process, an HTTP session),
    /// so one agent's sessions can be told apart in the audit.
    public var session: String
    public var route: AgentRoute
    /// What the route allows: a stdio agent has the person's own rights (`write`).
    public var scope: AgentScope

    public init(client: String, session: String, route: AgentRoute = .stdio, scope: AgentScope = .write) {
        self.client = client
        self.session = session
        self.route = route
        self.scope = scope
    }

    /// `claude-code#3fa2c1`: the audit's and the transcript's name for it.
    public var name: String { "\(client)#\(session)" }

    /// Reads `name` back (`client#session`); a name without `#` is all client.
    public init(name: String, via: String?) {
        let client = name.prefix { $0 != "#" }
        self.init(client: String(client), session: String(name.dropFirst(client.count + (client.count < name.count ? 1 : 0))),
                  route: via.flatMap(AgentRoute.init(via:)) ?? .stdio)
    }

    /// What this agent's writes are counted by: its token over HTTP, its connection (the
    /// server process) over stdio — whatever the client calls itself.
    public var writeLimitKey: WriteLimitKey {
        switch route {
        case .stdio: return .connection(session)
        case .http(let token): return .token(token)
        }
    }

    /// Who a person sees proposals and notices from: the token they named, or the client over stdio.
    public var displayName: String {
        switch route {
        case .stdio: return client
        case .http(let token): return token
        }
    }
}

/// How an agent reached TaskDraft.
public enum AgentRoute: Sendable, Hashable {
    /// `taskdraft mcp` on stdin/stdout, started by the person.
    case stdio
    /// `taskdraft mcp --http`, with the bearer token the person named so.
    case http(token: String)

    /// The audit log's `caller_via`: `stdio`, `http:laptop-agent`.
    public var via: String {
        switch self {
        case .stdio: return "stdio"
        case .http(let token): return "http:" + token
        }
    }

    public init?(via: String) {
        if via == "stdio" {
            self = .stdio
        } else if via.hasPrefix("http:"), via.count > 5 {
            self = .http(token: String(via.dropFirst(5)))
        } else {
            return nil
        }
    }
}

/// What a token lets an agent do (README "Who may do what").
public enum AgentScope: String, Sendable, Hashable, CaseIterable {
    /// List and show; draft without writing.
    case read
    /// Everything `read` may, and every change becomes a proposal a person reviews.
    case propose
    /// Commit what the policy lets an agent commit, as over stdio.
    case write
}
