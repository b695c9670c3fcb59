extension DraftError {
    /// The Polish of `description`, for every surface that shows a refused draft.
    public var polish: String {
        switch self {
        case .emptyTitle: return "tytuł jest pusty"
        case .titleTooLong(let n):
            return "tytuł ma \(n) \(Polish.plural(n, "znak", "znaki", "znaków")) (najwyżej \(TaskDraft.maximumTitleLength))"
        case .controlCharacters(let field): return "\(Self.labelInPolish(field)): są w nim znaki sterujące"
        case .field(let name, let problem): return "\(Self.labelInPolish(name)): " + problem.polish
        case .dateOutOfRange(let name, let value):
            return "\(Self.labelInPolish(name)): \(value) jest poza obsługiwanymi datami (od \(SupportedDates.first) do \(SupportedDates.last))"
        case .uid(let problem, let field): return field + ": " + problem.polish
        }
    }

    private static func labelInPolish(_ key: String) -> String { FieldLabel(key: key)?.polish ?? key }
}

extension TaskUID.Problem {
    /// Why a UID is not taken, in Polish.
    public var polish: String {
        switch self {
        case .tooLong(let bytes): return "ma \(bytes) \(Polish.plural(bytes, "bajt", "bajty", "bajtów")) (najwyżej \(TaskUID.maximumBytes))"
        case .whitespace: return "zawiera spację albo znak nowego wiersza"
        case .invisible: return "zawiera znaki sterujące"
        }
    }
}
