import TaskDraftHTTP
import TaskDraftKit
import TaskDraftParser

/// The Russian wording of what the REPL says of its own.
extension ReplMessage {
    var russian: String {
        switch self {
        case .greeting: return "TaskDraft: опишите задачу своими словами или введите /help."
        case .backendIs(let name): return "Модель: \(name)."
        case .replHelp:
            return """
                Опишите задачу своими словами: «Сдать отчёт завтра в 15:00 #финансы срочно».
                У черновика: Enter или д — сохранить, н — отбросить, и — изменить по полям, любые другие
                слова уточняют черновик («в пятницу», «не срочно», «тег работа», «заметка: …», «назови …»).
                После /list: «готово #2», «удали третью», «перенеси первую на завтра», «покажи вторую».
                Список можно попросить словами: «что у меня сегодня?», «покажи задачи на завтра»; выход, справка, отмени — без косой черты.
                  /list [фильтры]   невыполненные задачи (фильтры как у «taskdraft list»: +тег project:Имя due:today …)
                  /inbox            предложения агентов: принять, поправить или отклонить каждое
                  /undo             отменить последнее изменение
                  /help             эта справка
                  /quit             выйти (или Ctrl-D)

                """
        case .unknownCommand(let command): return "Неизвестная команда \(command); список — в /help."
        case .noSuchRow(let listed, let asked):
            return "В последнем списке \(listed) \(Russian.plural(listed, "строка", "строки", "строк")); строки \(asked) нет."
        case .didYouMean(let command): return "Вы имели в виду \(command)? [Д/н]"
        case .nothingToAnswer:
            return "Никакой черновик не ждёт ответа «да» или «нет». Напишите задачу, вопрос («что у меня сегодня?») или /help."
        case .noListYet: return "Списка, в котором считать строки, ещё нет: сначала /list или спросите («что у меня сегодня?»)."
        case .listing(let window, let extras):
            let tail = extras.isEmpty ? "" : " (" + extras.joined(separator: " ") + ")"
            switch window {
            case .all: return "Невыполненные задачи" + tail + ":"
            case .next: return "Что делать: сначала самое срочное:"
            case .today: return "На сегодня и просроченные" + tail + ":"
            case .tomorrow: return "На завтра" + tail + ":"
            case .overdue: return "Просроченные" + tail + ":"
            case .week: return "На ближайшую неделю" + tail + ":"
            case .day(let date): return "На " + HumanDate.day(date, withYear: false, language: .russian) + tail + ":"
            }
        case .progressDrafting: return "составляю черновик"
        case .progressRefining: return "уточняю черновик"
        case .progressAskingAgain: return "спрашиваю снова (ответ не годился)"
        case .progressDraftingWithTools: return "составляю черновик (с инструментами)"
        case .progressLookingUp(let tool): return "смотрю задачи (\(tool))"
        case .progressRetrying(let reason, let seconds): return "\(reason.russian); повтор через \(seconds) с"
        case .progressFallingBack(let from, let to): return "\(from): сбой; пробую \(to)"
        case .progressSecondsCancel: return "с · Ctrl-C — отмена"
        }
    }
}
