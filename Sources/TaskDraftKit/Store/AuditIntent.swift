/// What an audit row says was attempted: a domain action, or a call that is not one. `word` is
/// what `audit_log.intent` stores, JSON's `intent` carries and the README documents; it never
/// changes. A person reads it in their language (`AuditIntent+English.swift`, `+Russian`,
/// `+Polish`).
public enum AuditIntent: Sendable, Hashable, LocalizedText {
    case action(Action)
    /// A read of tasks (`list_tasks`, `search_tasks`, and the reads of callers `Policy.auditsReads` names).
    case list
    /// A draft made without writing (`draft_task`, `create_task`'s dry run).
    case draft
    /// An agent reading its own proposals (`list_proposals`).
    case proposals
    /// A call of a tool the server does not have.
    case call
    /// A word this build does not write (an older or a newer taskdraft's), shown as stored.
    case other(String)

    /// Reads a stored word back.
    public init(word: String) {
        if let action = Action(rawValue: word) {
            self = .action(action)
            return
        }
        switch word {
        case "list": self = .list
        case "draft": self = .draft
        case "proposals": self = .proposals
        case "call": self = .call
        default: self = .other(word)
        }
    }

    /// The stored word.
    public var word: String {
        switch self {
        case .action(let action): return action.rawValue
        case .list: return "list"
        case .draft: return "draft"
        case .proposals: return "proposals"
        case .call: return "call"
        case .other(let word): return word
        }
    }

    public static var samples: [AuditIntent] {
        Action.allCases.map(AuditIntent.action) + [.list, .draft, .proposals, .call, .other("create_set")]
    }
}
