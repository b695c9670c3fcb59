extension DraftError {
    /// The Russian of `description`, for every surface that shows a refused draft.
    public var russian: String {
        switch self {
        case .emptyTitle: return "название пусто"
        case .titleTooLong(let n):
            return "в названии \(n) \(Russian.plural(n, "символ", "символа", "символов")) (можно не больше \(TaskDraft.maximumTitleLength))"
        case .controlCharacters(let field): return "\(Self.labelInRussian(field)): есть управляющие символы"
        case .field(let name, let problem): return "\(Self.labelInRussian(name)): " + problem.russian
        case .dateOutOfRange(let name, let value):
            return "\(Self.labelInRussian(name)): \(value) вне поддерживаемых дат (с \(SupportedDates.first) по \(SupportedDates.last))"
        case .uid(let problem, let field): return field + ": " + problem.russian
        }
    }

    /// The field a refusal names, by its label; a key that is no field's is shown as written.
    private static func labelInRussian(_ key: String) -> String { FieldLabel(key: key)?.russian ?? key }
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
