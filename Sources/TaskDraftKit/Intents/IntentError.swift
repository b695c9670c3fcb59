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
    /// What it names of other tasks cannot be (`RelationProblem`): a parent or a dependency
    /// that does not exist, the task itself, a loop, a tree too deep; or open subtasks left
    /// under a parent being completed (`Subtasks`).
    case relation(RelationProblem)
    case nothingToUndo
    case store(StoreError)
    /// An error neither the domain's nor the store's reached the domain (`ForeignFailure`).
    case foreign(ForeignFailure)

    /// A parent refused, as `relation` carries it.
    public static func parent(_ problem: ParentProblem) -> IntentError { .relation(.parent(problem)) }
    /// The tasks it was to depend on refused, as `relation` carries them.
    public static func dependency(_ problem: DependencyProblem) -> IntentError { .relation(.dependency(problem)) }

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
        case .relation(let problem):
            return problem.english
        case .nothingToUndo:
            return "nothing to undo"
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
        case .invalid: return .invalid
        case .relation(let problem): return problem.asksConfirmation ? .needsConfirmation : .invalid
        case .nothingToUndo: return .nothingToUndo
        case .store, .foreign: return .error
        }
    }
}
