extension Action {
    public var polish: String {
        switch self {
        case .create: return "utworzenie"
        case .complete: return "wykonanie"
        case .edit: return "zmiana"
        case .delete: return "usunięcie"
        case .undo: return "cofnięcie"
        case .import: return "import"
        case .sync: return "synchronizacja"
        case .token: return "token agenta"
        case .review: return "decyzja o propozycji"
        }
    }

    /// The act as the subject of a sentence: "usunięcie zadania wymaga potwierdzenia".
    public var polishAct: String {
        switch self {
        case .create: return "utworzenie zadania"
        case .complete: return "wykonanie zadania"
        case .edit: return "zmiana zadania"
        case .delete: return "usunięcie zadania"
        case .undo: return "cofnięcie"
        case .import: return "import"
        case .sync: return "synchronizacja"
        case .token: return "zmiana tokenów agentów"
        case .review: return "decyzja o propozycji agenta"
        }
    }
}
