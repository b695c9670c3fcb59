import TaskDraftKit

/// The Russian wording of what the terminal says about agents' access and their proposals.
extension AgentMessage {
    var russian: String {
        switch self {
        case .tokenMade(let name, let scope): return "Токен \(name) создан (права: \(AgentMessage.scope(scope).russian))."
        case .tokenShownOnce: return "Он показан только сейчас; агент передаёт его в заголовке «Authorization: Bearer ТОКЕН»:"
        case .tokenRevoked(let name): return "Токен \(name) отозван: запросы с ним отныне отклоняются."
        case .noTokens: return "Токенов пока нет. Создать: taskdraft tokens add ИМЯ --scope read|propose|write"
        case .columnName: return "Имя"
        case .columnScope: return "Права"
        case .columnMade: return "Создан"
        case .columnLastUsed: return "Последний запрос"
        case .columnState: return "Состояние"
        case .never: return "ни разу"
        case .live: return "действует"
        case .revoked(let when): return "отозван " + when
        case .scope(let scope):
            switch scope {
            case .read: return "чтение"
            case .propose: return "предложения"
            case .write: return "запись"
            }

        case .remoteNeedsFlag(let address):
            return "\(address) доступен с других машин; чтобы слушать там, добавьте --allow-remote и поставьте перед сервером TLS (см. README)"
        case .cannotListen(let failure):
            let step: String
            switch failure.step {
            case .socket: step = "сокет"
            case .listen(let address): step = "слушать \(address) нельзя"
            case .pipe: step = "канал"
            }
            return "не удаётся обслуживать по HTTP: \(step): " + failure.reason.russian
        case .inboxEmpty: return "Предложений нет."
        case .inboxNotice(let counts):
            return counts.map { entry in
                "\(entry.count) \(Russian.plural(entry.count, "предложение", "предложения", "предложений")) от \(entry.agent)"
            }.joined(separator: ", ") + " — /inbox"
        case .proposalHeading(let id, let agent, let action, let task):
            return "№\(id) от \(agent): " + AgentMessage.actionWord(action).russian + (task.map { " " + $0 } ?? "")
        case .inboxHeader(let count): return "Агенты предлагают (\(count)):"
        case .inboxPrompt(let count):
            if count == 1 { return "Принять? [Д]а / [и]зменить / [н]ет, отклонить / или скажите, что поменять:" }
            return "Принять все (\(count))? [Д]а / [н]ет / «2 н» отклонить, «2 и» изменить / или скажите, что поменять:"
        case .acceptQuestion: return "Принять? [д/Н] "
        case .accepted(let id): return "Предложение \(id) принято."
        case .rejected(let id, let agent): return "Предложение \(id) от \(agent) отклонено."
        case .keptPending(let count): return "Оставлено в списке предложений: \(count)."
        case .edited(let id): return "Предложение \(id) теперь такое:"
        case .notAccepted(let id, let reason): return "Предложение \(id) не принято: " + reason
        case .noFieldsToEdit(let id):
            return "Предложение \(id) выполняет или удаляет задачу: править в нём нечего; примите или отклоните его."
        case .columnProposal: return "#"
        case .columnAgent: return "От кого"
        case .columnWhat: return "Что"
        case .columnProposed: return "Когда"
        case .columnExpires: return "Истекает"
        case .columnStatus: return "Состояние"
        case .actionWord(let action):
            switch action {
            case .create: return "создать"
            case .complete: return "выполнить"
            case .edit: return "изменить"
            case .delete: return "удалить"
            case .undo, .import, .sync, .token, .review: return action.rawValue
            }
        case .status(let status):
            switch status {
            case .pending: return "ждёт"
            case .accepted: return "принято"
            case .rejected: return "отклонено"
            case .expired: return "истекло"
            }
        }
    }
}
