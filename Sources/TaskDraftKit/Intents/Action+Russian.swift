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

    /// The act as the subject of a sentence: "удаление задачи требует подтверждения".
    public var russianAct: String {
        switch self {
        case .create: return "создание задачи"
        case .complete: return "выполнение задачи"
        case .edit: return "изменение задачи"
        case .delete: return "удаление задачи"
        case .undo: return "отмена"
        case .import: return "импорт"
        case .sync: return "синхронизация"
        case .token: return "изменение токенов агентов"
        case .review: return "решение по предложению агента"
        }
    }
}
