import TaskDraftKit
import TaskDraftModels

/// The English wording of what any command can meet.
extension FailureMessage {
    var english: String {
        switch self {
        case .needsPersonConfirmation(let action): return "\(action.rawValue) needs a person's confirmation; nothing changed"
        case .needsConfirmation(let action): return "\(action.rawValue) needs confirmation: run it on a terminal or pass --yes; nothing changed"
        case .noTask(let id): return "no task \(id)"
        case .intentRefused(let reason): return reason.english + "; nothing changed"
        case .invalidTask(let error): return "invalid task: \(error)"
        case .tooManyChanges(let seconds): return "too many changes in a minute; try again in \(seconds) s"
        case .invalidNothingWritten(let error): return FailureMessage.invalidTask(error).english + "; nothing written"
        case .dependencyNothingWritten(let problem): return problem.english + "; nothing written"
        case .storeFailed(let error): return error.description
        case .configFailed(let failure): return failure.description
        case .recurrenceRule(let error): return "recurrence: \(error)"
        case .backendFailed(let error): return error.text(in: .english)
        case .unknownBackend(let name, let known): return "unknown backend \"\(name)\" (known: " + known.joined(separator: ", ") + ")"
        case .unknownReviewBackend(let name, let known):
            return "config.json phases.review: unknown backend \"\(name)\" (known: " + known.joined(separator: ", ") + ")"
        case .cannotCreateTemporaryFile(let directory, let reason): return "cannot create a temporary file in \(directory): " + reason.english
        case .cannotWriteTemporaryFile(let reason): return "cannot write the import's temporary file: " + reason.english
        case .cannotReadTemporaryFile(let reason):
            return "cannot read back the import's temporary file; nothing more is imported" + (reason.map { ": " + $0.english } ?? "")
        case .cannotWatch(let directory, let reason): return "cannot watch \(directory) for changes: " + reason.english
        case .cannotWriteStandardOutput(let reason): return "cannot write to standard output: " + reason.english
        case .noLibdbus: return "libdbus-1 is not installed (Debian: libdbus-1-3); the D-Bus service cannot start"
        case .busUnavailable(let failure): return "the D-Bus service cannot start: " + failure.reason(in: .english)
        case .warningLabel: return "warning: "
        }
    }
}
