extension UndoSummary {
    public var english: String {
        switch self {
        case .created(let task, let title): return "created \(task) \"\(title)\""
        case .createdSet(let ids): return "created \(ids.count) \(English.plural(ids.count, "task", "tasks")) (\(ids.map(String.init).joined(separator: ", ")))"
        case .completed(let task, let title): return "completed \(task) \"\(title)\""
        case .edited(let task, let title): return "edited \(task) \"\(title)\""
        case .deleted(let task, let title): return "deleted \(task) \"\(title)\""
        case .imported(let count, let source): return "imported \(count) \(English.plural(count, "task", "tasks")) from \(source)"
        case .synced(let server, let created, let changed, let deleted):
            return "synced with \(server ?? "the server"): \(created) created, \(changed) changed, \(deleted) deleted"
        case .stored(let text): return text
        }
    }
}
