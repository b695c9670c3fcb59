/// Why a domain action did not happen. Each surface maps these to its own form
/// (CLI exit codes, MCP `isError` results) without re-deciding anything.
public enum IntentError: Error, Equatable, CustomStringConvertible {
    /// The action needs a confirmation the caller did not give; nothing changed.
    case needsConfirmation(Action, Policy.Requirement)
    /// The caller may not do this at all.
    case refused(Action, Policy.Refusal)
    /// Too many writes; try again after the given number of seconds.
    case rateLimited(retryAfterSeconds: Int)
    case notFound(Int64)
    case invalid(DraftError)
    /// The tasks it was to depend on: a loop, itself, one that does not exist.
    case dependency(DependencyProblem)
    case nothingToUndo
    /// A parent that does not exist or would make the tree loop, or open subtasks left under
    /// a parent being completed (`Subtasks`).
    case parent(ParentProblem)
    case store(StoreError)
    /// An error neither the domain's nor the store's reached the domain (`ForeignFailure`).
    case foreign(ForeignFailure)

    public var description: String {
        switch self {
        case .needsConfirmation(let action, .humanConfirmation):
            return "\(action.rawValue) needs a person's confirmation"
        case .needsConfirmation(let action, .proposal):
            return "\(action.rawValue) must be proposed for a person to review"
        case .needsConfirmation(let action, _):
            return "\(action.rawValue) needs confirmation"
        case .refused(_, let reason):
            return reason.english
        case .rateLimited(let seconds):
            return "too many changes in a minute; try again in \(seconds) s"
        case .notFound(let id):
            return "no task \(id)"
        case .invalid(let error):
            return "invalid task: \(error)"
        case .dependency(let problem):
            return DraftError.dependency(problem).description
        case .nothingToUndo:
            return "nothing to undo"
        case .parent(let problem):
            return problem.english
        case .store(let error):
            return error.description
        case .foreign(let failure):
            return failure.english
        }
    }

    /// The audit log's word for this outcome.
    public var auditOutcome: AuditOutcome {
        switch self {
        case .needsConfirmation: return .needsConfirmation
        case .refused: return .refused
        case .rateLimited: return .rateLimited
        case .notFound: return .notFound
        case .invalid, .dependency: return .invalid
        case .nothingToUndo: return .nothingToUndo
        case .parent(.openSubtasks): return .needsConfirmation
        case .parent: return .invalid
        case .store, .foreign: return .error
        }
    }
}
