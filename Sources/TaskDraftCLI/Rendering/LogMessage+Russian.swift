import TaskDraftKit

/// The Russian wording of what `audit`, `log` and `transcript` say.
extension LogMessage {
    var russian: String {
        switch self {
        case .auditEmpty: return "Журнал аудита пуст."
        case .modelLogEmpty: return "Журнал моделей пуст: ни один запрос к серверу модели не отправлялся."
        case .milliseconds: return "мс"
        case .columnWhen: return "Когда"
        case .columnCaller: return "Кто"
        case .columnAction: return "Действие"
        case .columnTask: return "Задача"
        case .columnOutcome: return "Итог"
        case .columnDetail: return "Подробности"
        case .columnBackend: return "Модель"
        case .columnModel: return "Имя модели"
        case .columnFor: return "Зачем"
        case .columnForm: return "Формат"
        case .columnTokens: return "Токены"
        case .columnLatency: return "Время"
        case .columnRetries: return "Повторы"
        case .caller(let caller): return caller.text(in: .russian)
        case .noSession(let id): return "нет сеанса \(id)"
        case .noSessionsYet: return "сеансов ещё не было"
        case .sessionHeading(let id, let caller, let backend): return "Сеанс \(id) (\(caller.text(in: .russian)), модель \(backend))"
        }
    }
}
