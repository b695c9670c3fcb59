import TaskDraftKit

/// The Polish wording of what the MCP server says on standard error.
extension Diagnostic {
    public var polish: String {
        switch self {
        case .serving(let session): return "TaskDraft obsługuje agenta przez stdio (sesja \(session))"
        case .inputClosed: return "wejście zamknięte; koniec"
        case .discardedLine(let bytes): return "odrzucono wiersz długości \(bytes) \(Polish.plural(bytes, "bajt", "bajty", "bajtów"))"
        // The reply quoted as the client got it: the protocol's words, in English.
        case .rejectedLine(let error): return "odrzucono wiersz; klient dostał odpowiedź „\(error)”"
        case .clientError(let error): return "klient zgłosił błąd: „\(error)”"
        case .opened(let client, let version, let protocolVersion, let canAsk):
            return "\(client) \(version ?? "") otworzył protokół \(protocolVersion)" + (canAsk ? " (może pytać swojego użytkownika)" : "")
        case .strayAnswer(let id): return "pominięto odpowiedź na \(id): nikt na nią nie czeka"
        case .listening(let url): return "TaskDraft obsługuje agentów przez HTTP: \(url)"
        case .refusedToken(let name?): return "odrzucono zapytanie z unieważnionym tokenem \(name)"
        case .refusedToken(nil): return "odrzucono zapytanie bez ważnego tokenu"
        case .refusedOrigin(let origin): return "odrzucono zapytanie ze źródła \(origin)"
        case .refusedHost(let host): return "odrzucono zapytanie do hosta \(host)"
        case .overRate(let token): return "token \(token) wysyła zapytania częściej, niż mu wolno; odpowiedź 429"
        case .sessionOpened(let token, let client, let version, let session):
            return "\(token): \(client) otworzył protokół \(version) (sesja \(session))"
        case .sessionClosed(let token, let session): return "\(token): sesja \(session) zakończona"
        case .stopping: return "zatrzymywanie"
        }
    }
}
