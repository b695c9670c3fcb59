extension DraftError {
    /// The Russian of `description`, for every surface that shows a refused draft.
    public var russian: String {
        switch self {
        case .emptyTitle: return "название пусто"
        case .titleTooLong(let n):
            return "в названии \(n) \(Russian.plural(n, "символ", "символа", "символов")) (можно не больше \(TaskDraft.maximumTitleLength))"
        case .controlCharacters(let field): return "\(Self.russianField(field)): есть управляющие символы"
        case .field(let name, let problem): return "\(Self.russianField(name)): " + problem.russian
        case .dateOutOfRange(let name, let value):
            return "\(Self.russianField(name)): \(value) вне поддерживаемых дат (с \(SupportedDates.first) по \(SupportedDates.last))"
        case .uid(let problem): return "uid: " + problem.russian
        }
    }

    /// A draft field's key (the JSON contract's, which the English shows) as a Russian label;
    /// a key without one (`due_date`) is shown as the contract spells it.
    static func russianField(_ key: String) -> String {
        ["title": "название", "project": "проект", "tags": "теги", "reminders": "напоминания", "drafts": "черновики",
         "due": "срок", "start": "начало", "priority": "приоритет", "recurrence": "повтор", "notes": "заметки"][key] ?? key
    }
}

extension TaskUID.Problem {
    /// Why a UID is not taken, in Russian.
    public var russian: String {
        switch self {
        case .tooLong(let bytes):
            return "длина \(bytes) \(Russian.plural(bytes, "байт", "байта", "байт")) (можно не больше \(TaskUID.maximumBytes))"
        case .whitespace: return "есть пробел или перевод строки"
        case .invisible: return "есть управляющие символы"
        }
    }
}
