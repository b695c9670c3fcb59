import TaskDraftKit

/// The Polish wording of what the terminal says about agents' access and their proposals.
extension AgentMessage {
    var polish: String {
        switch self {
        case .tokenMade(let name, let scope):
            return "Utworzono token \(name) (uprawnienia: \(AgentMessage.scope(scope).polish))."
        case .tokenShownOnce:
            return "Widać go tylko teraz; agent przesyła go w nagłówku „Authorization: Bearer TOKEN”:"
        case .tokenRevoked(let name): return "Unieważniono token \(name): zapytania z nim są od teraz odrzucane."
        case .noTokens: return "Nie ma jeszcze tokenów. Utworzysz go tak: taskdraft tokens add NAZWA --scope read|propose|write"
        case .columnName: return "Nazwa"
        case .columnScope: return "Uprawnienia"
        case .columnMade: return "Utworzono"
        case .columnLastUsed: return "Ostatnie użycie"
        case .columnState: return "Stan"
        case .never: return "nigdy"
        case .live: return "ważny"
        case .revoked(let when): return "unieważniony " + when
        case .scope(let scope):
            switch scope {
            case .read: return "odczyt"
            case .propose: return "propozycje"
            case .write: return "zapis"
            }

        case .remoteNeedsFlag(let address):
            return "\(address) jest osiągalny z innych komputerów; żeby tam nasłuchiwać, dodaj --allow-remote i postaw przed serwerem TLS (zob. README)"
        case .cannotListen(let failure):
            let step: String
            switch failure.step {
            case .socket: step = "gniazdo"
            case .listen(let address): step = "nasłuch na \(address) się nie udał"
            case .pipe: step = "potok"
            }
            return "nie można obsługiwać przez HTTP: \(step): " + failure.reason.polish
        case .inboxEmpty: return "Nie czekają żadne propozycje."
        case .inboxNotice(let counts):
            return counts.map { entry in
                "\(entry.count) \(Polish.plural(entry.count, "propozycja", "propozycje", "propozycji")) od \(entry.agent)"
            }.joined(separator: ", ") + " — /inbox"
        case .proposalHeading(let id, let agent, let action, let task):
            return "nr \(id) od \(agent): " + AgentMessage.actionWord(action).polish + (task.map { " " + $0 } ?? "")
        case .inboxHeader(let count):
            return "\(count) \(Polish.plural(count, "propozycja", "propozycje", "propozycji")) od agentów:"
        case .inboxPrompt(let count):
            if count == 1 { return "Przyjąć? [T]ak / [e]dytuj / [n]ie, odrzuć / albo powiedz, co zmienić:" }
            return "Przyjąć wszystkie (\(count))? [T]ak / [n]ie / „2 n” odrzuca, „2 e” edytuje / albo powiedz, co zmienić:"
        case .acceptQuestion: return "Przyjąć? [t/N] "
        case .accepted(let id): return "Przyjęto propozycję \(id)."
        case .rejected(let id, let agent): return "Odrzucono propozycję \(id) od \(agent)."
        case .keptPending(let count): return "Zostawiono na liście propozycji: \(count)."
        case .edited(let id): return "Propozycja \(id) brzmi teraz tak:"
        case .notAccepted(let id, let reason): return "Nie przyjęto propozycji \(id): " + reason
        case .noFieldsToEdit(let id):
            return "Propozycja \(id) kończy albo usuwa zadanie: nie ma w niej pól do edycji; przyjmij ją albo odrzuć."
        case .columnProposal: return "nr"
        case .columnAgent: return "Od kogo"
        case .columnWhat: return "Co"
        case .columnProposed: return "Kiedy"
        case .columnExpires: return "Wygasa"
        case .columnStatus: return "Stan"
        case .actionWord(let action):
            switch action {
            case .create: return "utwórz"
            case .complete: return "zakończ"
            case .edit: return "zmień"
            case .delete: return "usuń"
            case .undo, .import, .sync, .token, .review: return action.rawValue
            }
        case .status(let status):
            switch status {
            case .pending: return "czeka"
            case .accepted: return "przyjęta"
            case .rejected: return "odrzucona"
            case .expired: return "wygasła"
            }
        }
    }
}
