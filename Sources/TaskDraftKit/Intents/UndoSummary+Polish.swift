extension UndoSummary {
    public var polish: String {
        switch self {
        case .created(let task, let title): return "utworzenie zadania \(task) „\(title)”"
        case .createdSet(let ids):
            return "utworzenie \(ids.count) \(Polish.plural(ids.count, "zadania", "zadań", "zadań")) (\(ids.map(String.init).joined(separator: ", ")))"
        case .completed(let task, let title): return "wykonanie zadania \(task) „\(title)”"
        case .edited(let task, let title): return "zmiana zadania \(task) „\(title)”"
        case .deleted(let task, let title): return "usunięcie zadania \(task) „\(title)”"
        case .imported(let count, let source): return "import \(count) \(Polish.plural(count, "zadania", "zadań", "zadań")) z \(source)"
        case .synced(let server, let created, let changed, let deleted):
            return "synchronizacja " + (server.map { "z \($0)" } ?? "z serwerem")
                + ": utworzono \(created), zmieniono \(changed), usunięto \(deleted)"
        // Written before summaries were values: shown as it was stored, in English.
        case .stored(let text): return text
        }
    }
}
