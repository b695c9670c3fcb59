extension SyncChange {
    public var russian: String {
        switch self {
        case .pulled(let act, let title): return "с сервера: \(Self.russian(act)) «\(title)»"
        case .restored(let title): return "с сервера: восстановить «\(title)» (удалена здесь, изменена на сервере)"
        case .pushed(let act, let title): return "на сервер: \(Self.russian(act)) «\(title)»"
        case .occurrence(let title, let done):
            return "здесь: создать «\(title)» (\(done ? "выполненное повторение" : "следующее повторение"))"
        }
    }

    private static func russian(_ act: SyncAct) -> String {
        switch act {
        case .create: return "создать"
        case .update: return "изменить"
        case .delete: return "удалить"
        case .mergeInto: return "слить в"
        }
    }
}
