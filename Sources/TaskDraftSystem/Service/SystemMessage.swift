import TaskDraftKit

/// Every sentence the system surface answers a failed call with: the messages of its D-Bus
/// errors, typed, rendered per language where they are sent. The switch has no default, so a
/// message without its wording in each language does not compile. Worded in English and
/// Russian; a Polish caller reads English here, as elsewhere (`Language`). What the search
/// shows is `SearchMessage`.
public enum SystemMessage: Sendable {
    // Errors (the message of an `org.taskdraft.Error.*`).
    case noTask(Int64)
    case refused(Policy.Refusal)
    case needsConfirmation(Action)
    case rateLimited(seconds: Int)
    case invalidDraft(DraftError)
    case nothingToUndo
    case parent(ParentProblem)
    case busy
    case storeFailed(String)
    /// An error neither the domain's nor the store's: a bug, reported rather than a trap.
    case foreign(ForeignFailure)
    case backendUnavailable(String)
    case emptyKey
    case unknownOption(String, known: [String])
    case badOption(String, expected: String)
    case badFilter(TaskFilter.Problem)
    case noSuchResult(String)
    case unknownMethod(String)
    case wrongArguments(method: String, expected: String, got: String)

    public func text(_ language: SystemLanguage) -> String {
        let ru = language == .russian
        func pick(_ en: String, _ russian: String) -> String { ru ? russian : en }
        switch self {
        case .noTask(let id): return pick("There is no task \(id).", "Задачи \(id) нет.")
        case .refused(let refusal): return Self.refusal(refusal, ru: ru)
        case .needsConfirmation(let action):
            return pick("\(action.englishAct.capitalizingFirst) needs a person's confirmation; nothing changed.",
                        "\(action.russianAct.capitalizingFirst) требует подтверждения человека; ничего не изменено.")
        case .rateLimited(let seconds):
            return pick("Too many changes in a minute; try again in \(seconds) s.",
                        "Слишком много изменений за минуту; повторите через \(seconds) с.")
        case .invalidDraft(let error): return Self.draftError(error, ru: ru)
        case .nothingToUndo: return pick("Nothing to undo.", "Отменять нечего.")
        case .parent(let problem): return language == .polish ? problem.polish : ru ? problem.russian : problem.english
        case .busy:
            return pick("The task database is busy with another writer; try again.",
                        "База задач занята другой записью; повторите попытку.")
        case .storeFailed(let detail): return pick("The task database failed: ", "Ошибка базы задач: ") + detail
        case .foreign(let failure): return language == .polish ? failure.polish : ru ? failure.russian : failure.english
        case .backendUnavailable(let detail):
            return pick("The drafting backend is unavailable: ", "Модель для черновиков недоступна: ") + detail
        case .emptyKey:
            return pick("idempotency_key is empty: give every change a key of its own (a UUID), and the same key when you repeat it.",
                        "idempotency_key пуст: дайте каждому изменению свой ключ (UUID), а при повторе — тот же.")
        case .unknownOption(let key, let known):
            return pick("unknown key \"\(key)\" (known: ", "неизвестный ключ «\(key)» (известные: ") + known.joined(separator: ", ") + ")"
        case .badOption(let key, let expected):
            return pick("\"\(key)\" must be \(expected)", "«\(key)» должен быть типа \(expected)")
        case .badFilter(let problem): return Self.filterProblem(problem, ru: ru)
        case .noSuchResult(let id):
            return pick("No search result \"\(id)\" (search again).", "Нет результата поиска «\(id)» (повторите поиск).")
        case .unknownMethod(let name): return pick("No method \(name) here.", "Здесь нет метода \(name).")
        case .wrongArguments(let method, let expected, let got):
            return pick("\(method) takes arguments of type \"\(expected)\", not \"\(got)\".",
                        "\(method) принимает аргументы типа «\(expected)», а не «\(got)».")
        }
    }

    private static func refusal(_ refusal: Policy.Refusal, ru: Bool) -> String {
        switch refusal {
        case .desktopNeedsPerson(let action):
            return ru ? "\(action.russianAct.capitalizingFirst) с рабочего стола требует человека: выполните `taskdraft \(action.rawValue)` в терминале."
                : "\(action.englishAct.capitalizingFirst) from the desktop needs a person: run `taskdraft \(action.rawValue)` in a terminal."
        case .changeMadeByAnother(let owner):
            return ru ? "Последнее изменение сделал другой (\(owner)); отсюда можно отменить только своё. Ничего не изменено."
                : "The newest change was made by someone else (\(owner)); only your own change can be undone from here. Nothing changed."
        case .keyUsedForAnotherTask(let id):
            return ru ? "Этот ключ идемпотентности уже использован для задачи \(id); для нового вызова нужен новый ключ."
                : "This idempotency key was already used for task \(id); a new call needs a new key."
        case .syncAppliesChangesOnly:
            return ru ? "Синхронизация только применяет изменения с сервера." : "A sync applies a server's changes only."
        case .agentsMayNotDelete: return ru ? "Агентам здесь нельзя удалять задачи." : "Agents may not delete tasks here."
        case .agentsCannotUndo: return ru ? "Агенты не могут отменять изменения." : "Agents cannot undo."
        case .agentsCannotImport: return ru ? "Агенты не могут импортировать." : "Agents cannot run bulk imports."
        case .agentsCannotSync: return ru ? "Агенты не могут запускать синхронизацию." : "Agents cannot run a sync."
        case .onlyPersonManagesTokens:
            return ru ? "Токены агентов создаёт и отзывает только человек." : "Only a person makes and revokes agents' tokens."
        case .onlyPersonReviewsProposals: return ru ? "Предложения рассматривает только человек." : "Only a person reviews proposals."
        case .tokenMayOnlyRead: return ru ? "Токен этого агента даёт только чтение." : "This agent's token may only read."
        // Agents' tokens and proposals: the desktop never meets them; the domain's own words.
        case .onlyAgentsPropose, .cannotBeProposed, .tooManyProposalsWaiting, .noSuchProposal, .proposalNotPending,
             .nothingToEditInProposal, .tokenNameTaken, .noLiveTokenNamed, .badTokenName:
            return ru ? refusal.russian : refusal.english
        }
    }

    private static func draftError(_ error: DraftError, ru: Bool) -> String {
        switch error {
        case .emptyTitle: return ru ? "В черновике нет названия." : "The draft has no title."
        case .titleTooLong(let n):
            return ru ? "Название длиной \(n) символов (не больше \(TaskDraft.maximumTitleLength))."
                : "The title has \(n) characters (at most \(TaskDraft.maximumTitleLength))."
        case .controlCharacters(let field):
            return ru ? "Поле «\(field)» содержит управляющие символы." : "The field \"\(field)\" contains control characters."
        case .field(let name, let problem):
            return ru ? "Поле «\(name)» не годится: " + problem.russian : "The field \"\(name)\" is not valid: " + problem.english
        case .dateOutOfRange(let name, let value):
            return ru ? "Поле «\(name)»: \(value) вне поддерживаемых дат (с \(SupportedDates.first) по \(SupportedDates.last))."
                : "The field \"\(name)\": \(value) is outside the supported dates (\(SupportedDates.range))."
        case .uid(let problem, let field):
            return ru ? "Поле «\(field)» не годится: " + Self.russianUIDProblem(problem) : "The field \"\(field)\" is not valid: \(problem)."
        }
    }

    private static func russianUIDProblem(_ problem: TaskUID.Problem) -> String {
        switch problem {
        case .tooLong(let bytes): return "длина \(bytes) байт (не больше \(TaskUID.maximumBytes))."
        case .whitespace: return "есть пробел или перевод строки."
        case .invisible: return "есть управляющие символы."
        }
    }

    private static func filterProblem(_ problem: TaskFilter.Problem, ru: Bool) -> String {
        switch problem {
        case .status(let value):
            return ru ? "status «\(value)»: ожидается pending, done, deleted или all" : "status \"\(value)\" is not one of pending, done, deleted, all"
        case .due(let value):
            let windows = TaskFilter.DueWindow.allCases.map(\.rawValue).joined(separator: ", ")
            return ru ? "due «\(value)»: ожидается одно из \(windows)" : "due \"\(value)\" is not one of \(windows)"
        case .priority(let value):
            return ru ? "priority «\(value)»: ожидается high, medium, low или none" : "priority \"\(value)\" is not one of high, medium, low, none"
        case .noDate(let key, let value):
            return ru ? "\(key) «\(value)» не называет дату" : "\(key) \"\(value)\" names no date or time"
        case .sort(let value):
            let orders = TaskOrder.allCases.map(\.rawValue).joined(separator: ", ")
            return ru ? "sort «\(value)»: ожидается одно из \(orders)" : "sort \"\(value)\" is not one of \(orders)"
        // `SystemService.listFilter` hands `apply` only status, due and priority, so neither
        // case below arises there; each is worded all the same.
        case .limit(let value): return ru ? "limit «\(value)»: ожидается целое число" : problem.description
        case .notAFilter(let key, _): return ru ? "фильтра «\(key)» нет" : "there is no filter '\(key)'"
        }
    }
}
