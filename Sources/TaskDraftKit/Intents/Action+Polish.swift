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
}
