/// Who is asking the domain to act. Every public domain function takes one, and the
/// domain — not the surface — decides confirmation, rate limits and audit from it.
public enum Caller: Sendable, Hashable, CustomStringConvertible {
    /// A person at a terminal who sees every draft.
    case human
    /// A script, cron job or batch import, named (`cli`, `import:tasks.csv`).
    case script(String)
    /// An AI agent over MCP, named by its client (`claude-code`).
    case agent(String)
    /// A CalDAV server's changes, brought in by `taskdraft sync`, named by its host
    /// (`dav.example.com:443`).
    case sync(String)

    public var kind: String {
        switch self {
        case .human: return "human"
        case .script: return "script"
        case .agent: return "agent"
        case .sync: return "sync"
        }
    }

    public var name: String? {
        switch self {
        case .human: return nil
        case .script(let name), .agent(let name), .sync(let name): return name
        }
    }

    public init?(kind: String, name: String?) {
        switch kind {
        case "human": self = .human
        case "script": self = .script(name ?? "")
        case "agent": self = .agent(name ?? "")
        case "sync": self = .sync(name ?? "")
        default: return nil
        }
    }

    public var description: String { name.map { "\(kind):\($0)" } ?? kind }
}
