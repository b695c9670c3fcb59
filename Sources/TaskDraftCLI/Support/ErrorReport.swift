import TaskDraftKit
import TaskDraftModels
import TaskDraftSync

/// One error as a script reads it with `--json`: `{"error": {"code", "message", "where"}}` on
/// stdout, one object, while the exit code stays the one `CLI.report` gives. `code` is a stable
/// word a script can switch on; `message` is the sentence stderr carries, without the
/// `taskdraft:` prefix; `where` names the command and, for a usage error, the argument.
struct ErrorReport {
    let code: String
    let message: String
    let place: String

    init(_ error: any Error, command: String?, argv: [String], language: Language) {
        code = Self.code(of: error)
        message = CLI.describe(error, language: language)
        var place = command ?? "taskdraft"
        if let usage = error as? UsageError, let index = usage.argumentIndex, argv.indices.contains(index) {
            place += " argument \(index + 1) '\(argv[index])'"
        }
        self.place = place
    }

    var json: JSONValue {
        .object(["error": .object(["code": .string(code), "message": .string(message), "where": .string(place)])])
    }

    /// Whether the command line asked for JSON: read from the words themselves, because a
    /// usage error comes before there is a parsed command to ask.
    static func wantsJSON(_ argv: [String]) -> Bool {
        for word in argv {
            if word == "--" { return false }
            if word == "--json" || word == "-j" || word == "--jsonl" { return true }
        }
        return false
    }

    private static func code(of error: any Error) -> String {
        switch error {
        case is UsageError, is SessionFactory.UnknownBackend: return "usage"
        case let cli as CLIError:
            switch cli.code {
            case .ok, .failure: return "failure"
            case .usage: return "usage"
            case .declined: return "declined"
            case .backendUnavailable: return "backend_unavailable"
            case .partial: return "partial"
            }
        case let intent as IntentError:
            switch intent {
            case .needsConfirmation: return "needs_confirmation"
            case .refused: return "refused"
            case .rateLimited: return "rate_limited"
            case .notFound: return "not_found"
            case .invalid: return "invalid"
            case .relation(let problem): return problem.code
            case .nothingToUndo: return "nothing_to_undo"
            case .store: return "store"
            case .foreign: return "failure"
            }
        case let sync as SyncError: return sync.kind == .declined ? "declined" : "sync"
        case is BackendError: return "backend_unavailable"
        case is StoreError: return "store"
        case is Configuration.Failure: return "config"
        default: return "failure"
        }
    }
}
