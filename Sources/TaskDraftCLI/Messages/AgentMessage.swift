import TaskDraftKit

/// What the terminal says about agents' access and their proposals (`tokens`, `inbox`, the
/// REPL's notice and `/inbox`), in English and Russian here and Polish in `AgentMessage+Polish`. A case of the catalogue
/// (`Message.agents`); machine output (`--json`) never goes through here.
enum AgentMessage: Sendable {
    // `tokens`.
    case tokenMade(name: String, scope: AgentScope), tokenShownOnce, tokenRevoked(String), noTokens
    case columnName, columnScope, columnMade, columnLastUsed, columnState, never, live, revoked(String)
    case scope(AgentScope)

    // `mcp --http`.
    case remoteNeedsFlag(String), cannotListen(String)

    // `inbox` and the REPL.
    case inboxEmpty, inboxNotice([(agent: String, count: Int)])
    /// `#7 from laptop-agent: create`, with the task a change touches.
    case proposalHeading(id: Int64, agent: String, action: Action, task: String?)
    case inboxHeader(Int), inboxPrompt(Int), acceptQuestion, accepted(Int64), rejected(Int64, agent: String), keptPending(Int)
    case edited(Int64), notAccepted(Int64, String), noFieldsToEdit(Int64)
    case columnProposal, columnAgent, columnWhat, columnProposed, columnExpires, columnStatus
    case actionWord(Action), status(Proposal.Status)

    func text(_ language: Language) -> String {
        if language == .polish { return polish }
        let ru = language == .russian
        func pick(_ english: String, _ russian: String) -> String { ru ? russian : english }
        switch self {
        case .tokenMade(let name, let scope):
            return ru ? "Токен \(name) создан (права: \(AgentMessage.scope(scope).text(language)))."
                : "Made token \(name) (scope \(scope.rawValue))."
        case .tokenShownOnce:
            return pick("It is shown only now; the agent sends it as \"Authorization: Bearer TOKEN\":",
                        "Он показан только сейчас; агент передаёт его в заголовке «Authorization: Bearer ТОКЕН»:")
        case .tokenRevoked(let name):
            return pick("Revoked token \(name): requests with it are refused from now on.",
                        "Токен \(name) отозван: запросы с ним отныне отклоняются.")
        case .noTokens:
            return pick("No tokens yet. Make one with: taskdraft tokens add NAME --scope read|propose|write",
                        "Токенов пока нет. Создать: taskdraft tokens add ИМЯ --scope read|propose|write")
        case .columnName: return pick("Name", "Имя")
        case .columnScope: return pick("Scope", "Права")
        case .columnMade: return pick("Made", "Создан")
        case .columnLastUsed: return pick("Last used", "Последний запрос")
        case .columnState: return pick("State", "Состояние")
        case .never: return pick("never", "ни разу")
        case .live: return pick("live", "действует")
        case .revoked(let when): return pick("revoked ", "отозван ") + when
        case .scope(let scope):
            switch scope {
            case .read: return pick("read", "чтение")
            case .propose: return pick("propose", "предложения")
            case .write: return pick("write", "запись")
            }

        case .remoteNeedsFlag(let address):
            return pick("\(address) can be reached from other hosts; pass --allow-remote to serve there, and put TLS in front of it (see the README)",
                        "\(address) доступен с других машин; чтобы слушать там, добавьте --allow-remote и поставьте перед сервером TLS (см. README)")
        case .cannotListen(let reason):
            return pick("cannot serve over HTTP: ", "не удаётся обслуживать по HTTP: ") + reason
        case .inboxEmpty: return pick("No proposals are waiting.", "Предложений нет.")
        case .inboxNotice(let counts):
            let parts = counts.enumerated().map { index, entry -> String in
                if ru {
                    let noun = Russian.plural(entry.count, "предложение", "предложения", "предложений")
                    return "\(entry.count) \(noun) от \(entry.agent)"
                }
                let noun = index == 0 ? " " + English.plural(entry.count, "proposal", "proposals") : ""
                return "\(entry.count)\(noun) from \(entry.agent)"
            }
            return parts.joined(separator: ", ") + " — /inbox"
        case .proposalHeading(let id, let agent, let action, let task):
            let what = AgentMessage.actionWord(action).text(language) + (task.map { " " + $0 } ?? "")
            return ru ? "№\(id) от \(agent): \(what)" : "#\(id) from \(agent): \(what)"
        case .inboxHeader(let count):
            return ru ? "Агенты предлагают (\(count)):" : "\(count) \(English.plural(count, "proposal", "proposals")) from agents:"
        case .inboxPrompt(let count):
            if count == 1 {
                return pick("Accept? [Y]es / [e]dit / [n]o, reject / or say what to change:",
                            "Принять? [Д]а / [и]зменить / [н]ет, отклонить / или скажите, что поменять:")
            }
            return pick("Accept all? [Y]es / [n]o / \"2 n\" rejects, \"2 e\" edits / or say what to change:",
                        "Принять все (\(count))? [Д]а / [н]ет / «2 н» отклонить, «2 и» изменить / или скажите, что поменять:")
        case .acceptQuestion: return pick("Accept? [y/N] ", "Принять? [д/Н] ")
        case .accepted(let id): return pick("Accepted proposal \(id).", "Предложение \(id) принято.")
        case .rejected(let id, let agent):
            return pick("Rejected proposal \(id) from \(agent).", "Предложение \(id) от \(agent) отклонено.")
        case .keptPending(let count):
            return ru ? "Оставлено в списке предложений: \(count)." : "Left in the inbox: \(count)."
        case .edited(let id): return pick("Proposal \(id) now reads:", "Предложение \(id) теперь такое:")
        case .notAccepted(let id, let reason): return pick("Proposal \(id) not accepted: ", "Предложение \(id) не принято: ") + reason
        case .noFieldsToEdit(let id):
            return pick("Proposal \(id) completes or deletes a task: there are no fields to edit; accept or reject it.",
                        "Предложение \(id) выполняет или удаляет задачу: править в нём нечего; примите или отклоните его.")
        case .columnProposal: return "#"
        case .columnAgent: return pick("From", "От кого")
        case .columnWhat: return pick("What", "Что")
        case .columnProposed: return pick("Proposed", "Когда")
        case .columnExpires: return pick("Expires", "Истекает")
        case .columnStatus: return pick("Status", "Состояние")
        case .actionWord(let action):
            switch action {
            case .create: return pick("create", "создать")
            case .complete: return pick("complete", "выполнить")
            case .edit: return pick("change", "изменить")
            case .delete: return pick("delete", "удалить")
            case .undo, .import, .sync, .token, .review: return action.rawValue
            }
        case .status(let status):
            switch status {
            case .pending: return pick("pending", "ждёт")
            case .accepted: return pick("accepted", "принято")
            case .rejected: return pick("rejected", "отклонено")
            case .expired: return pick("expired", "истекло")
            }
        }
    }
}
