import TaskDraftKit

/// The Polish wording of what `audit`, `log` and `transcript` say.
extension LogMessage {
    var polish: String {
        switch self {
        case .auditEmpty: return "Dziennik audytu jest pusty."
        case .modelLogEmpty: return "Dziennik modeli jest pusty: żadne zapytanie nie trafiło do serwera modelu."
        case .milliseconds: return "ms"
        case .columnWhen: return "Kiedy"
        case .columnCaller: return "Kto"
        case .columnAction: return "Działanie"
        case .columnTask: return "Zadanie"
        case .columnOutcome: return "Wynik"
        case .columnDetail: return "Szczegóły"
        case .columnBackend: return "Model"
        case .columnModel: return "Nazwa modelu"
        case .columnFor: return "Po co"
        case .columnForm: return "Format"
        case .columnTokens: return "Tokeny"
        case .columnLatency: return "Czas"
        case .columnRetries: return "Ponowienia"
        case .caller(let caller): return caller.text(in: .polish)
        case .noSession(let id): return "nie ma sesji \(id)"
        case .noSessionsYet: return "jeszcze nie było sesji"
        case .sessionHeading(let id, let caller, let backend): return "Sesja \(id) (\(caller.text(in: .polish)), model \(backend))"
        }
    }
}
