import TaskDraftKit
import TaskDraftMCP

/// The Polish wording of failures the CLI meets from below that are not yet message types of
/// their own (the Russian is in `Message+Failures`): a repeat rule refused, the MCP server's stderr.
extension Message {
    static func polishRecurrenceError(_ error: RecurrenceError) -> String {
        switch error {
        case .missingFrequency: return "powtarzanie: reguła potrzebuje FREQ (np. FREQ=WEEKLY;BYDAY=MO)"
        case .malformed(let part): return "powtarzanie: część reguły \(part) jest źle zapisana"
        case .unsupported(let part):
            return "powtarzanie: część reguły \(part) nie jest obsługiwana (obsługiwane są FREQ=DAILY…YEARLY, INTERVAL, BYMONTH, "
                + "BYMONTHDAY, BYDAY, BYSETPOS, WKST, COUNT i UNTIL)"
        case .repeated(let part): return "powtarzanie: część reguły \(part) podano więcej niż raz"
        case .outOfRange(let part): return "powtarzanie: część reguły \(part) ma wartość spoza zakresu"
        case .conflicting(let part, let other): return "powtarzanie: części reguły \(part) nie można łączyć z \(other)"
        case .setPositionAlone(let part): return "powtarzanie: \(part) potrzebuje w regule BYDAY, BYMONTHDAY albo BYMONTH, z których wybiera"
        }
    }

    static func polishDiagnostic(_ diagnostic: Diagnostic) -> String {
        switch diagnostic {
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
