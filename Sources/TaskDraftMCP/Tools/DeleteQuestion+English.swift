extension DeleteQuestion {
    public var english: String {
        switch self {
        case .asks(let client, let id, let title, let due):
            return "An AI agent (\(client)) asks to delete task \(id) “\(title)”" + (due.map { " (due \($0))" } ?? "") + "."
        case .lastSeenAs(let title): return "You last saw it as “\(title)”: an AI agent retitled it since."
        case .createdByAgents: return "An AI agent created it, and only AI agents have changed it since."
        case .latestChanges(let changes):
            return "Its latest changes, newest first: \(changes.map(Self.english).joined(separator: "; "))."
        case .deleteIt: return "Delete it? You can bring it back with `taskdraft undo`."
        case .formTitle(let id): return "Delete task \(id)"
        }
    }

    private static func english(_ change: Change) -> String {
        let who: String
        switch change.who {
        case .you: who = "you"
        case .script(let name): who = "a script of yours (\(name))"
        case .sync(let host): who = "a sync with \(host)"
        case .desktop(let name): who = "your desktop (\(name))"
        case .agent(let name, let via): who = "AI agent \(name) via \(via)"
        }
        let what: String
        switch change.what {
        case .created(let title): what = "created it as “\(title)”"
        case .retitled(let intent, let old, let new): what = "\(intent.english), title “\(old)” → “\(new)”"
        case .other(let intent): what = intent.english
        }
        return "\(change.at) \(who): \(what)"
    }
}
