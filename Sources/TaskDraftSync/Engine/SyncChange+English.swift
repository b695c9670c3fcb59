extension SyncChange {
    public var english: String {
        switch self {
        case .pulled(let act, let title): return "pull: \(act.rawValue) \"\(title)\""
        case .restored(let title): return "pull: restore \"\(title)\" (deleted here, edited on the server)"
        case .pushed(let act, let title): return "push: \(act.rawValue) \"\(title)\""
        case .occurrence(let title, let done): return "here: create \"\(title)\" (\(done ? "done occurrence" : "next occurrence"))"
        }
    }
}
