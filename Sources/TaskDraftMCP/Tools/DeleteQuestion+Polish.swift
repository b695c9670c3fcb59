import TaskDraftKit

extension DeleteQuestion {
    public var polish: String {
        switch self {
        case .asks(let client, let id, let title, let due):
            return "Agent AI (\(client)) prosi o usunięcie zadania \(id) „\(title)”" + (due.map { " (termin \($0))" } ?? "") + "."
        case .lastSeenAs(let title): return "Ostatnio widziałeś je jako „\(title)”: od tego czasu agent AI zmienił jego tytuł."
        case .createdByAgents: return "Utworzył je agent AI i od tego czasu zmieniały je tylko agenty AI."
        case .latestChanges(let changes):
            return "Ostatnie zmiany, od najnowszej: \(changes.map(Self.polish).joined(separator: "; "))."
        case .deleteIt: return "Usunąć je? Przywrócić można poleceniem `taskdraft undo`."
        case .formTitle(let id): return "Usunięcie zadania \(id)"
        }
    }

    private static func polish(_ change: Change) -> String {
        let who: String
        switch change.who {
        case .you: who = "ty"
        case .script(let name): who = "twój skrypt (\(name))"
        case .sync(let host): who = "synchronizacja z \(host)"
        case .desktop(let name): who = "twój pulpit (\(name))"
        case .agent(let name, let via): who = "agent AI \(name) przez \(via)"
        }
        let what: String
        switch change.what {
        case .created(let title): what = "utworzył(a) je jako „\(title)”"
        case .retitled(let intent, let old, let new): what = "\(Self.polish(intent)), tytuł „\(old)” → „\(new)”"
        case .other(let intent): what = Self.polish(intent)
        }
        return "\(change.at) \(who): \(what)"
    }

    /// A change's intent as a Polish noun; one a newer taskdraft names is shown as written.
    private static func polish(_ intent: Intent) -> String {
        switch intent {
        case .action(.create): return "utworzenie"
        case .action(.complete): return "wykonanie"
        case .action(.edit): return "zmiana"
        case .action(.delete): return "usunięcie"
        case .action(.undo): return "cofnięcie"
        case .action(.import): return "import"
        case .action(.sync): return "synchronizacja"
        case .action(.token): return "tokeny"
        case .action(.review): return "decyzja o propozycji"
        case .unknown(let name): return name
        }
    }
}
