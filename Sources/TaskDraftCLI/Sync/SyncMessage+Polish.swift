import TaskDraftKit
import TaskDraftSync

/// The Polish wording of what `sync` says on a terminal.
extension SyncMessage {
    var polish: String {
        switch self {
        case .summary(let dryRun, let name, let r):
            return (dryRun ? "Synchronizacja z \(name) zmieniłaby" : "Zsynchronizowano z \(name)")
                + ": pobrano nowe \(r.pulled.created), zmienione \(r.pulled.updated), usunięte \(r.pulled.deleted); "
                + "wysłano nowe \(r.pushed.created), zmienione \(r.pushed.updated), usunięte \(r.pushed.deleted) "
                + "(\(r.requests) \(Polish.plural(r.requests, "zapytanie", "zapytania", "zapytań")))"
        case .conflict(let field, let kept, let loser, let lost):
            let side = ["server": "z serwera", "local": "lokalną", "phone": "z telefonu"][loser] ?? loser
            return "Konflikt w polu \(field): zostawiono \(kept); wartość \(side) (\(lost)) jest w `taskdraft audit`"
        case .change(let change): return TerminalText.line(change.polish)
        case .skipped(let what): return "synchronizacja pominęła " + TerminalText.line(what.polish)
        case .noServer(let path):
            return "nie skonfigurowano serwera synchronizacji: dodaj \"sync\": {\"url\": …, \"username\": …, \"password_env\": …} do \(path)"
        case .password(let why): return "hasło synchronizacji: " + why.polish
        case .noTasksCollection: return "  (bez zadań)"
        case .neverSynced: return "Jeszcze nie synchronizowano."
        case .state(let name, let server, let when, let total, let created, let updated, let deleted):
            return "\(name) na \(server): ostatnia synchronizacja \(when ?? "jeszcze nigdy"); "
                + "lokalne zmiany do wysłania: \(total) (nowe \(created), zmienione \(updated), usunięte \(deleted))"
        case .conflictEntry(let when, let task, let detail): return "  \(when) zadanie \(task): \(detail)"
        case .failed(let error): return SyncMessage.problem(error.problem).polish
        case .problem(let problem):
            if case .massDeletion(let deletions) = problem {
                let more: (Int) -> String = { "… i jeszcze \($0)" }
                return problem.polish + Self.deletionList(deletions.here, "zniknęłyby tutaj:", more: more)
                    + Self.deletionList(deletions.there, "zniknęłyby z serwera:", more: more)
            }
            if case .changesNotSaved(let error) = problem { return "nie zapisano zmian z serwera: " + CLI.describe(error, language: .polish) }
            return problem.polish
        }
    }
}
