import TaskDraftKit

/// The Russian wording of the frame of `--help`.
extension HelpMessage {
    var russian: String {
        switch self {
        case .overview: return "ОПИСАНИЕ: "
        case .aliases: return "ДРУГИЕ ИМЕНА: "
        case .usage: return "ИСПОЛЬЗОВАНИЕ: "
        case .arguments: return "АРГУМЕНТЫ:"
        case .options: return "ПАРАМЕТРЫ:"
        case .globalOptions: return "ОБЩИЕ ПАРАМЕТРЫ:"
        case .examples: return "ПРИМЕРЫ:"
        case .commands: return "КОМАНДЫ:"
        case .exitCodes: return "КОДЫ ВЫХОДА:"
        case .values(let values): return " (значения: \(values))"
        case .defaultValue(let text): return " (по умолчанию: \(text))"
        case .environment(let name): return " (переменная: \(name))"
        case .tagline: return "планировщик задач для терминала: сначала черновик, потом запись"
        case .summary:
            return "Опишите задачу обычными словами по-русски, по-английски или по-польски; TaskDraft составит черновик "
                + "(название, срок, приоритет, теги, проект, повтор), покажет его и запишет в SQLite, только когда вы подтвердите."
        case .replWithoutCommand(let tool): return "Без команды в терминале \(tool) начинает диалог (repl)."
        case .seeCommand(let tool): return "Параметры команды: \(tool) help <команда>."
        case .optionsWord: return "[параметры]"
        case .commandWord: return "<команда>"
        case .exitMeaning(let code):
            switch code {
            case .ok: return "готово"
            case .failure: return "ошибка при выполнении"
            case .usage: return "ошибка в командной строке"
            case .declined: return "отклонено или нужно подтверждение (вне терминала добавьте --yes)"
            case .backendUnavailable: return "модель недоступна или заданная (--backend) не дала годного черновика"
            case .partial: return "часть пакета не прошла: некоторые записи с ошибками"
            }
        }
    }
}
