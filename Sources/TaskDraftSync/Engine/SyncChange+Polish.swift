extension SyncChange {
    public var polish: String {
        switch self {
        case .pulled(let act, let title): return "z serwera: \(Self.polish(act)) „\(title)”"
        case .restored(let title): return "z serwera: przywrócić „\(title)” (usunięte tutaj, zmienione na serwerze)"
        case .pushed(let act, let title): return "na serwer: \(Self.polish(act)) „\(title)”"
        case .occurrence(let title, let done):
            return "tutaj: utworzyć „\(title)” (\(done ? "wykonane powtórzenie" : "następne powtórzenie"))"
        }
    }

    private static func polish(_ act: SyncAct) -> String {
        switch act {
        case .create: return "utworzyć"
        case .update: return "zmienić"
        case .delete: return "usunąć"
        case .mergeInto: return "scalić z"
        }
    }
}
