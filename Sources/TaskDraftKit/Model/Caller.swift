/// Who is asking the domain to act. Every public domain function takes one, and the
/// domain — not the surface — decides confirmation, rate limits and audit from it.
public enum Caller: Sendable, Hashable, CustomStringConvertible {
    /// A person at a terminal who sees every draft.
    case human
    /// A script, cron job or batch import, named (`cli`, `import:tasks.csv`).
    case script(String)
    /// An AI agent over MCP, named by its client (`claude-code`).
    case agent(String)

    public var kind: String {
        switch self {
        case .human: return "human"
        case .script: return "script"
        case .agent: return "agent"
        }
    }

    public var name: String? {
        switch self {
        case .human: return nil
        case .script(let name), .agent(let name): return name
        }
    }

    public init?(kind: String, name: String?) {
        switch kind {
        case "human": self = .human
        case "script": self = .script(name ?? "")
        case "agent": self = .agent(name ?? "")
        default: return nil
        }
    }

    public var description: String { name.map { "\(kind):\($0)" } ?? kind }
}
