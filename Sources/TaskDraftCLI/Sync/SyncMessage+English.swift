import TaskDraftKit
import TaskDraftSync

/// The English wording of what `sync` says on a terminal.
extension SyncMessage {
    var english: String {
        switch self {
        case .summary(let dryRun, let name, let r):
            return "\(dryRun ? "Would sync" : "Synced") \(name): pulled \(r.pulled.created) new, \(r.pulled.updated) changed, "
                + "\(r.pulled.deleted) deleted; pushed \(r.pushed.created) new, \(r.pushed.updated) changed, \(r.pushed.deleted) deleted "
                + "(\(r.requests) \(English.plural(r.requests, "request", "requests")))"
        case .conflict(let field, let kept, let loser, let lost):
            return "Conflict on \(field): kept \(kept); the \(loser)'s \(lost) is in `taskdraft audit`"
        case .change(let change): return TerminalText.line(change.english)
        case .skipped(let what): return "sync skipped " + TerminalText.line(what.english)
        case .noServer(let path):
            return "no sync server configured: add \"sync\": {\"url\": …, \"username\": …, \"password_env\": …} to \(path)"
        case .password(let why): return "sync password: " + why.english
        case .noTasksCollection: return "  (no tasks)"
        case .neverSynced: return "Never synced."
        case .state(let name, let server, let when, let total, let created, let updated, let deleted):
            return "\(name) on \(server): last sync \(when ?? "never"); "
                + "\(total) local \(English.plural(total, "change", "changes")) to push (\(created) new, \(updated) changed, \(deleted) deleted)"
        case .conflictEntry(let when, let task, let detail): return "  \(when) task \(task): \(detail)"
        case .failed(let error): return SyncMessage.problem(error.problem).english
        case .problem(let problem):
            guard case .massDeletion(let deletions) = problem else { return problem.english }
            // The titles a person would lose, listed under the sentence, as the terminal shows them.
            let more: (Int) -> String = { "… and \($0) more" }
            return problem.english + Self.deletionList(deletions.here, "would go here:", more: more)
                + Self.deletionList(deletions.there, "would go from the server:", more: more)
        }
    }
}
