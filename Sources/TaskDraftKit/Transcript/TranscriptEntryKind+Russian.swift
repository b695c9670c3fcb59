extension TranscriptEntryKind {
    public var russian: String {
        switch self {
        case .instructions: return "инструкции"
        case .prompt: return "запрос"
        case .draft: return "черновик"
        case .decision: return "решение"
        case .toolCall: return "вызов"
        case .toolOutput: return "результат"
        case .response: return "ответ"
        }
    }
}
