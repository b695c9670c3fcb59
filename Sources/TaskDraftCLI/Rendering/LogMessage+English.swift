import TaskDraftKit

/// The English wording of what `audit`, `log` and `transcript` say.
extension LogMessage {
    var english: String {
        switch self {
        case .auditEmpty: return "The audit log is empty."
        case .modelLogEmpty: return "The model log is empty: no request has gone to a model server."
        case .milliseconds: return "ms"
        case .columnWhen: return "When"
        case .columnCaller: return "Caller"
        case .columnAction: return "Action"
        case .columnTask: return "Task"
        case .columnOutcome: return "Outcome"
        case .columnDetail: return "Detail"
        case .columnBackend: return "Backend"
        case .columnModel: return "Model"
        case .columnFor: return "For"
        case .columnForm: return "Form"
        case .columnTokens: return "Tokens"
        case .columnLatency: return "Latency"
        case .columnRetries: return "Retries"
        case .caller(let caller): return caller.text(in: .english)
        case .noSession(let id): return "no session \(id)"
        case .noSessionsYet: return "no sessions yet"
        case .sessionHeading(let id, let caller, let backend): return "Session \(id) (\(caller.text(in: .english)), backend \(backend))"
        }
    }
}
