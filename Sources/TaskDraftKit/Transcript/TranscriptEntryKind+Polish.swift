extension TranscriptEntryKind {
    public var polish: String {
        switch self {
        case .instructions: return "instrukcje"
        case .prompt: return "zapytanie"
        case .draft: return "szkic"
        case .decision: return "decyzja"
        case .toolCall: return "wywołanie"
        case .toolOutput: return "wynik"
        case .response: return "odpowiedź"
        }
    }
}
