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
        case .retitled(let intent, let old, let new): what = "\(intent.polish), tytuł „\(old)” → „\(new)”"
        case .other(let intent): what = intent.polish
        }
        return "\(change.at) \(who): \(what)"
    }
}
