import TaskDraftKit
import TaskDraftSync

/// The Russian wording of what `sync` says on a terminal.
extension SyncMessage {
    var russian: String {
        switch self {
        case .summary(let dryRun, let name, let r):
            return (dryRun ? "Синхронизация \(name) изменила бы" : "Синхронизировано с \(name)")
                + ": получено новых \(r.pulled.created), изменённых \(r.pulled.updated), удалённых \(r.pulled.deleted); "
                + "отправлено новых \(r.pushed.created), изменённых \(r.pushed.updated), удалённых \(r.pushed.deleted) "
                + "(\(r.requests) \(Russian.plural(r.requests, "запрос", "запроса", "запросов")))"
        case .conflict(let field, let kept, let loser, let lost):
            let side = ["server": "сервера", "local": "локальное", "phone": "телефона"][loser].map { loser == "local" ? $0 : "с " + $0 } ?? loser
            return "Конфликт в поле \(field): оставлено \(kept); значение \(side) (\(lost)) записано в `taskdraft audit`"
        case .change(let change): return TerminalText.line(change.russian)
        case .skipped(let what): return "синхронизация пропустила " + TerminalText.line(what.russian)
        case .noServer(let path):
            return "сервер синхронизации не настроен: добавьте \"sync\": {\"url\": …, \"username\": …, \"password_env\": …} в \(path)"
        case .password(let why): return "пароль синхронизации: " + why.russian
        case .noTasksCollection: return "  (без задач)"
        case .neverSynced: return "Синхронизации ещё не было."
        case .state(let name, let server, let when, let total, let created, let updated, let deleted):
            return "\(name) на \(server): последняя синхронизация \(when ?? "не было"); "
                + "локальных изменений к отправке: \(total) (новых \(created), изменённых \(updated), удалённых \(deleted))"
        case .conflictEntry(let when, let task, let detail): return "  \(when) задача \(task): \(detail)"
        case .failed(let error): return SyncMessage.problem(error.problem).russian
        case .problem(let problem):
            if case .massDeletion(let deletions) = problem {
                let more: (Int) -> String = { "…и ещё \($0)" }
                return problem.russian + Self.deletionList(deletions.here, "удалятся здесь:", more: more)
                    + Self.deletionList(deletions.there, "удалятся с сервера:", more: more)
            }
            if case .changesNotSaved(let error) = problem { return "изменения с сервера не сохранены: " + CLI.describe(error, language: .russian) }
            return problem.russian
        }
    }
}
