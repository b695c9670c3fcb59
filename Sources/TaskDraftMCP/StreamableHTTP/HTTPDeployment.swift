import TaskDraftKit
import TaskDraftModels

/// Everything the HTTP deployment of the agent surface is made of, decided by whoever starts
/// it (`taskdraft mcp --http`): where the database is, the domain's policy (which also bounds
/// each token's requests), how to draft, what the server says about itself for each scope, and
/// the server's own bounds.
public struct HTTPDeployment: Sendable {
    public var databasePath: String
    public var zone: Zone
    public var policy: Policy
    public var clock: @Sendable () -> Instant
    public var model: any LanguageModel
    public var context: DraftContext
    /// What `initialize` and `server/discover` say, for a token of this scope.
    public var identity: @Sendable (AgentScope) -> ServerIdentity
    public var log: Log
    /// Browser origins allowed besides the server's own loopback ones (`--allow-origin`).
    public var allowedOrigins: [String] = []
    /// Names the server answers to besides its own address (`--allow-host`: the name a reverse
    /// proxy passes on in `Host`), as `name` (any port) or `name:port`.
    public var allowedHosts: [String] = []
    public var connections = HTTPServerLimits()
    public var conversations = ConversationLimits()

    public init(databasePath: String, zone: Zone, policy: Policy, clock: @escaping @Sendable () -> Instant,
                model: any LanguageModel, context: DraftContext, identity: @escaping @Sendable (AgentScope) -> ServerIdentity,
                log: Log) {
        self.databasePath = databasePath
        self.zone = zone
        self.policy = policy
        self.clock = clock
        self.model = model
        self.context = context
        self.identity = identity
        self.log = log
    }

    /// A planner on a connection of its own: each conversation has one, so conversations run
    /// side by side (SQLite in WAL mode lets readers and one writer work at once).
    func makePlanner() throws -> Planner {
        Planner(store: try TaskStore(path: databasePath, zone: zone, now: clock()), policy: policy, clock: clock)
    }

    /// A new conversation for a token of `scope`, named `label` in the audit.
    func makeConversation(label: String, token: String, scope: AgentScope) throws -> MCPConversation {
        let planner = try makePlanner()
        let model = self.model, context = self.context
        // The endpoint logs a session's opening with its token; the conversation says nothing more.
        return MCPConversation(planner: planner, identity: identity(scope), log: .silent, sessionID: label,
                               route: .http(token: token), scope: scope) { caller in
            DraftingSession(store: planner.store, caller: caller, model: model, context: context,
                            tools: PlannerTaskReader(planner: planner, caller: caller))
        }
    }
}
