import TaskDraftKit

/// The Russian wording of what the commands that change a task say of the change.
extension EditMessage {
    var russian: String {
        switch self {
        case .annotateNothing: return "заметка пуста; напишите, что отметить"
        case .notesCleared(1): return "Убрана заметка; undo вернёт её."
        case .notesCleared(let n):
            let count = Message.grouped(n, .russian)
            return "\(Russian.plural(n, "Убрана", "Убраны", "Убрано")) \(count) \(Russian.plural(n, "заметка", "заметки", "заметок")); undo вернёт их."
        case .denotateNoMatch(let id, let text) where text.isEmpty: return "у задачи \(id) нет заметок"
        case .denotateNoMatch(let id, let text): return "ни в одной заметке задачи \(id) нет «\(text)»"
        case .editNothing: return "назовите хотя бы одно поле (--title, --due, …)"
        case .modifyNothing: return "назовите хотя бы одно изменение (due:fri, +тег, новое название …)"
        case .modifyValue("priority", let value, _): return "приоритет «\(value)» — не H, M или L (high, medium, low, none)"
        case .modifyValue(let field, let value, let expected): return "\(field) «\(value)» — не \(expected.russian)"
        case .editValue(let option, let value, let expected): return "\(option) «\(value)» — не \(expected.russian)"
        case .modifyStatus(let value): return "статус «\(value)» — не done и не pending (удаляет «taskdraft delete»)"
        case .remindBoth: return "укажите --remind или --no-remind, но не оба"
        case .notAReminder(let item): return "«\(item)» — не напоминание; введите, например, «за 30 минут», «9:00» или -PT30M"
        case .recurrence(let text):
            return "повтор «\(text)» — ни слова вроде «каждую пятницу», ни правило RRULE вроде FREQ=WEEKLY;BYDAY=FR"
        case .recurrenceSaysMore(let text, let rule):
            let words = RecurrenceText.words(rule, language: .russian)
            return "повтор «\(text)» — больше, чем правило повтора: сохранилось бы только «\(words)»; время или день задайте сроком"
        }
    }
}
