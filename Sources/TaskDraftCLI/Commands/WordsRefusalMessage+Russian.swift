import TaskDraftKit
import TaskDraftModels

/// The Russian wording of the words a command refuses.
extension WordsRefusalMessage {
    var russian: String {
        switch self {
        case .emptyText: return "текст задачи пуст"
        case .emptyGoal: return "цель не указана"
        case .notInCalendar(let written): return "«\(written)» — такой даты нет в календаре; ничего не записано"
        case .wordsTooLong(let count, let most):
            return "в тексте \(count) \(Self.russianCharacters(count)), за раз читается не больше \(most); ничего не составлено"
        case .setTaskTooLong(let n, let count, let most):
            return "в задаче \(n) из заметок \(count) \(Self.russianCharacters(count)), за раз читается не больше \(most); "
                + "разделите или сократите её; ничего не составлено"
        case .draftHasNoTitle(let verb?): return "«\(verb)» не говорит, что за задача; напишите, что нужно сделать; ничего не записано"
        case .draftHasNoTitle(nil):
            return "в тексте не осталось названия (только срок, теги или приоритет); напишите, что нужно сделать; ничего не записано"
        case .setDraftHasNoTitle(let n, let source):
            return "в словах задачи \(n) («\(source)») не осталось названия (только срок, теги или приоритет); "
                + "напишите, что нужно сделать; ничего не записано"
        case .filterProblem(let problem):
            switch problem {
            case .status(let value): return "status «\(value)» — нет такого статуса (pending, done, deleted, all)"
            case .due(let value):
                return "due «\(value)» — нет такого срока (" + TaskFilter.DueWindow.allCases.map(\.rawValue).joined(separator: ", ") + ")"
            case .priority(let value): return "priority «\(value)» — нет такого приоритета (high, medium, low, none)"
            case .noDate(let key, let value): return "\(key) «\(value)» — не дата и не время"
            case .sort(let value):
                return "sort «\(value)» — нет такого порядка (" + TaskOrder.allCases.map(\.rawValue).joined(separator: ", ") + ")"
            case .limit(let value): return "limit «\(value)» — не целое число"
            case .notAFilter(let key, let suggestion?): return "неизвестный фильтр «\(key)» — может быть, «\(suggestion)»?"
            case .notAFilter(let key, nil):
                return "фильтра «\(key)» нет: задачи отбираются по " + TaskFilter.keys.joined(separator: ", ")
                    + ", остальные слова ищутся в названиях и заметках"
            }
        case .dueNamesNoDate(let option, let value): return "\(option) «\(value)» — не дата и не время"
        case .dueIsSomeday(let option, let value):
            return "\(option) «\(value)» — в Taskwarrior это 9999-12-30, позже \(SupportedDates.last), последней даты, которую здесь "
                + "хранят (импорт читает такую задачу без неё, а значение оставляет в заметках); укажите дату, например "
                + "\(SupportedDates.last) — навсегда, или none"
        case .dueNotInCalendar(let option, let value, let written): return "\(option) «\(value)»: «\(written)» — такой даты нет в календаре"
        case .attributeRefused(let refusal): return refusal.russian
        }
    }

    private static func russianCharacters(_ n: Int) -> String { Russian.plural(n, "символ", "символа", "символов") }
}
