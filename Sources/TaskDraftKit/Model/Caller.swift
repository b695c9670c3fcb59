/// Who is asking the domain to act. Every public domain function takes one, and the
/// domain — not the surface — decides confirmation, rate limits and audit from it.
public enum Caller: Sendable, Hashable, CustomStringConvertible {
    /// A person at a terminal who sees every draft.
    case human
    /// A script, cron job or batch import, named (`cli`, `import:tasks.csv`).
    case script(String)
    /// An AI agent over MCP: its client's name, its conversation, its route and scope.
    case agent(AgentCaller)
    /// A CalDAV server's changes, brought in by `taskdraft sync`, named by its host
    /// (`dav.example.com:443`).
    case sync(String)
    /// The desktop over the session bus (`taskdraft dbus`): GNOME Shell's search, KRunner, any
    /// program calling `org.taskdraft.Planner1`, named by the well-known bus name its
    /// connection owns (`org.gnome.Shell`), else its unique name (`:1.42`).
    case system(String)

    /// A stdio agent named `client#session` (the person's own rights).
    public static func agent(_ name: String) -> Caller { .agent(AgentCaller(name: name, via: nil)) }

    public var kind: CallerKind {
        switch self {
        case .human: return .human
        case .script: return .script
        case .agent: return .agent
        case .sync: return .sync
        case .system: return .system
        }
    }

    public var name: String? {
        switch self {
        case .human: return nil
        case .script(let name), .sync(let name), .system(let name): return name
        case .agent(let agent): return agent.name
        }
    }

    /// How an agent came (`stdio`, `http:laptop-agent`); nil for everyone else.
    public var via: String? {
        if case .agent(let agent) = self { return agent.route.via }
        return nil
    }

    /// Reads a stored caller back. An agent's scope is not stored; it reads as the route's
    /// default (the audit names who acted, the policy decided with the scope at the time).
    public init?(kind: String, name: String?, via: String? = nil) {
        guard let kind = CallerKind(rawValue: kind) else { return nil }
        switch kind {
        case .human: self = .human
        case .script: self = .script(name ?? "")
        case .agent: self = .agent(AgentCaller(name: name ?? "", via: via))
        case .sync: self = .sync(name ?? "")
        case .system: self = .system(name ?? "")
        }
    }

    public var description: String { name.map { "\(kind.rawValue):\($0)" } ?? kind.rawValue }

    /// The caller as a person reads it: its kind in `language`'s words, its name as it is
    /// (`человек`, `agent:claude-code#3fa2c1` in English); `description` is the stored words.
    public func text(in language: Language) -> String { kind.text(in: language) + (name.map { ":" + $0 } ?? "") }
}
