/// Why a domain action did not happen. Each surface maps these to its own form
/// (CLI exit codes, MCP `isError` results) without re-deciding anything.
public enum IntentError: Error, CustomStringConvertible {
    /// The action needs a confirmation the caller did not give; nothing changed.
    case needsConfirmation(Action, Policy.Requirement)
    /// The caller may not do this at all.
    case refused(Action, String)
    /// Too many writes; try again after the given number of seconds.
    case rateLimited(retryAfterSeconds: Int)
    case notFound(Int64)
    case invalid(DraftError)
    case nothingToUndo
    case store(StoreError)

    public var description: String {
        switch self {
        case .needsConfirmation(let action, .humanConfirmation):
            return "\(action.rawValue) needs a person's confirmation"
        case .needsConfirmation(let action, _):
            return "\(action.rawValue) needs confirmation"
        case .refused(_, let reason):
            return reason
        case .rateLimited(let seconds):
            return "too many changes in a minute; try again in \(seconds) s"
        case .notFound(let id):
            return "no task \(id)"
        case .invalid(let error):
            return "invalid task: \(error)"
        case .nothingToUndo:
            return "nothing to undo"
        case .store(let error):
            return error.description
        }
    }

    /// True for the refusals `Planner.authorize` decides (and audits) before an intent runs.
    var isAuthorizationFailure: Bool {
        switch self {
        case .needsConfirmation, .refused, .rateLimited: return true
        case .notFound, .invalid, .nothingToUndo, .store: return false
        }
    }

    /// The audit log's word for this outcome.
    public var auditOutcome: String {
        switch self {
        case .needsConfirmation: return "needs_confirmation"
        case .refused: return "refused"
        case .rateLimited: return "rate_limited"
        case .notFound: return "not_found"
        case .invalid: return "invalid"
        case .nothingToUndo: return "nothing_to_undo"
        case .store: return "error"
        }
    }
}
