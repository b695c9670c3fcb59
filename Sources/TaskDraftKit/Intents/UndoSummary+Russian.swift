extension UndoSummary {
    public var russian: String {
        switch self {
        case .created(let task, let title): return "создание задачи \(task) «\(title)»"
        case .createdSet(let ids):
            return "создание \(ids.count) \(Russian.plural(ids.count, "задачи", "задач", "задач")) (\(ids.map(String.init).joined(separator: ", ")))"
        case .completed(let task, let title): return "выполнение задачи \(task) «\(title)»"
        case .edited(let task, let title): return "изменение задачи \(task) «\(title)»"
        case .deleted(let task, let title): return "удаление задачи \(task) «\(title)»"
        case .imported(let count, let source):
            return "импорт \(count) \(Russian.plural(count, "задачи", "задач", "задач")) из \(source)"
        case .synced(let server, let created, let changed, let deleted):
            return "синхронизация " + (server.map { "с \($0)" } ?? "с сервером")
                + ": создано \(created), изменено \(changed), удалено \(deleted)"
        // Written before summaries were values: shown as it was stored, in English.
        case .stored(let text): return text
        }
    }
}
