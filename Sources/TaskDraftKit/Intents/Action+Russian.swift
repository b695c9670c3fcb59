extension Action {
    public var russian: String {
        switch self {
        case .create: return "создание"
        case .complete: return "выполнение"
        case .edit: return "изменение"
        case .delete: return "удаление"
        case .undo: return "отмена"
        case .import: return "импорт"
        case .sync: return "синхронизация"
        case .token: return "токен агента"
        case .review: return "решение по предложению"
        }
    }
}
