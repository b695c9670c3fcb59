extension Policy.Refusal {
    public var russian: String {
        switch self {
        case .syncAppliesChangesOnly: return "синхронизация только применяет изменения с сервера"
        case .agentsMayNotDelete: return "агентам здесь нельзя удалять задачи"
        case .agentsCannotUndo: return "агенты не могут отменять; человек может запустить `taskdraft undo`"
        case .agentsCannotImport: return "агенты не могут запускать импорт"
        case .agentsCannotSync: return "агенты не могут запускать синхронизацию; человек может запустить `taskdraft sync`"
        case .onlyPersonManagesTokens: return "токены агентов создаёт и отзывает только человек"
        case .onlyPersonReviewsProposals: return "предложения агентов рассматривает только человек"
        case .tokenMayOnlyRead: return "токен этого агента даёт только чтение (права read)"
        case .desktopNeedsPerson(let action):
            return "\(action.russianAct) с рабочего стола требует человека; выполните `taskdraft \(action.rawValue)` в терминале"
        case .changeMadeByAnother(let owner):
            return "последнее изменение сделал другой (\(owner.text(in: .russian))); отменить изменение отсюда может только тот, кто его сделал"
        case .keyUsedForAnotherTask(let id):
            return "этот ключ идемпотентности уже использован для задачи \(id); для нового вызова нужен новый ключ"
        case .onlyAgentsPropose: return "предлагать изменения могут только агенты"
        case .cannotBeProposed: return "это изменение нельзя предложить"
        case .tooManyProposalsWaiting: return "слишком много предложений этого агента ждут решения человека"
        case .noSuchProposal: return "предложения с таким номером нет"
        case .proposalNotPending(nil), .proposalNotPending(.pending): return "это предложение уже не ждёт решения"
        case .proposalNotPending(.accepted): return "это предложение уже не ждёт решения (принято)"
        case .proposalNotPending(.rejected): return "это предложение уже не ждёт решения (отклонено)"
        case .proposalNotPending(.expired): return "это предложение уже не ждёт решения (истекло)"
        case .nothingToEditInProposal: return "в выполнении или удалении править нечего; примите или отклоните его"
        case .tokenNameTaken: return "действующий токен с таким именем уже есть; сначала отзовите его"
        case .noLiveTokenNamed: return "действующего токена с таким именем нет"
        case .badTokenName(.empty): return "имя токена не может быть пустым"
        case .badTokenName(.tooLong): return "в имени токена не больше \(AgentToken.maximumNameLength) символов"
        case .badTokenName(.firstCharacter): return "имя токена начинается с буквы или цифры"
        case .badTokenName(.characters): return "в имени токена только латинские буквы, цифры, «.», «_» и «-»"
        }
    }
}
