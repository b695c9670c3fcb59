import TaskDraftKit

/// The Russian of `SystemMessage`, for a caller in a `ru_…` locale.
extension SystemMessage {
    var russian: String {
        switch self {
        case .noTask(let id): return "Задачи \(id) нет."
        case .refused(let refusal): return Self.russian(refusal)
        case .needsConfirmation(let action):
            return "\(action.russianAct.capitalizingFirst) требует подтверждения человека; ничего не изменено."
        case .rateLimited(let seconds): return "Слишком много изменений за минуту; повторите через \(seconds) с."
        // The draft's own words for what is wrong with it (`DraftError`), as every surface says them.
        case .invalidDraft(let error): return "Черновик не годится: " + error.russian + "."
        case .nothingToUndo: return "Отменять нечего."
        case .parent(let problem): return problem.russian
        case .busy: return "База задач занята другой записью; повторите попытку."
        case .storeFailed(let error): return "Ошибка базы задач: " + error.russian
        case .foreign(let failure): return failure.russian
        case .backendFailed(let error):
            switch error.kind {
            case .timeout: return "Модель для черновиков не ответила вовремя: " + error.text(in: .russian)
            case .invalidResponse: return "Ответ модели для черновиков не удалось прочитать: " + error.text(in: .russian)
            case .unavailable, .http, .transport, .cancelled: return "Модель для черновиков недоступна: " + error.text(in: .russian)
            }
        case .wordsTooLong(let n):
            return "В тексте \(n) \(Russian.plural(n, "символ", "символа", "символов")); за раз составляется не больше \(TaskDraft.maximumWordsLength)."
        case .emptyKey: return "idempotency_key пуст: дайте каждому изменению свой ключ (UUID), а при повторе — тот же."
        case .unknownOption(let key, let known): return "неизвестный ключ «\(key)» (известные: " + known.joined(separator: ", ") + ")"
        case .badOption(let key, let expected): return "«\(key)» должен быть типа \(expected)"
        case .notAChoice(let key, let choices):
            let quoted = choices.map { "«\($0)»" }
            return "«\(key)» должен быть " + (quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " или " : "") + (quoted.last ?? "")
        case .badFilter(let problem): return Self.russian(problem)
        case .noSuchResult(let id): return "Нет результата поиска «\(id)» (повторите поиск)."
        case .unknownMethod(let name): return "Здесь нет метода \(name)."
        case .wrongArguments(let method, let expected, let got): return "\(method) принимает аргументы типа «\(expected)», а не «\(got)»."
        }
    }

    private static func russian(_ refusal: Policy.Refusal) -> String {
        switch refusal {
        case .desktopNeedsPerson(let action):
            return "\(action.russianAct.capitalizingFirst) с рабочего стола требует человека: выполните `taskdraft \(action.rawValue)` в терминале."
        case .changeMadeByAnother(let owner):
            return "Последнее изменение сделал другой (\(owner.text(in: .russian))); отсюда можно отменить только своё. Ничего не изменено."
        case .keyUsedForAnotherTask(let id):
            return "Этот ключ идемпотентности уже использован для задачи \(id); для нового вызова нужен новый ключ."
        case .syncAppliesChangesOnly: return "Синхронизация только применяет изменения с сервера."
        case .agentsMayNotDelete: return "Агентам здесь нельзя удалять задачи."
        case .agentsCannotUndo: return "Агенты не могут отменять изменения."
        case .agentsCannotImport: return "Агенты не могут импортировать."
        case .agentsCannotSync: return "Агенты не могут запускать синхронизацию."
        case .onlyPersonManagesTokens: return "Токены агентов создаёт и отзывает только человек."
        case .onlyPersonReviewsProposals: return "Предложения рассматривает только человек."
        case .tokenMayOnlyRead: return "Токен этого агента даёт только чтение."
        // Agents' tokens and proposals: the desktop never meets them; the domain's own words.
        case .onlyAgentsPropose, .cannotBeProposed, .tooManyProposalsWaiting, .noSuchProposal, .proposalNotPending,
             .nothingToEditInProposal, .tokenNameTaken, .noLiveTokenNamed, .badTokenName:
            return refusal.russian
        }
    }

    private static func russian(_ problem: TaskFilter.Problem) -> String {
        switch problem {
        case .status(let value): return "status «\(value)»: ожидается pending, done, deleted или all"
        case .due(let value): return "due «\(value)»: ожидается одно из " + TaskFilter.DueWindow.allCases.map(\.rawValue).joined(separator: ", ")
        case .priority(let value): return "priority «\(value)»: ожидается high, medium, low или none"
        case .noDate(let key, let value): return "\(key) «\(value)» не называет дату"
        case .sort(let value): return "sort «\(value)»: ожидается одно из " + TaskOrder.allCases.map(\.rawValue).joined(separator: ", ")
        case .limit(let value): return "limit «\(value)»: ожидается целое число"
        case .notAFilter(let key, _): return "фильтра «\(key)» нет"
        }
    }
}
