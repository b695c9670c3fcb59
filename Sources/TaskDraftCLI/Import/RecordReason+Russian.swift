import TaskDraftKit

extension RecordReason {
    var russian: String {
        switch self {
        case .empty: return "пусто"
        case .missing: return "не указано"
        case .missingTitleOrText: return "не указано (нужно title или text для черновика)"
        case .notAPriority(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не none, low, medium или high"
        case .notADue(let text):
            return "\(Russian.quoted(RefusedValue.shown(text))) — не дата ISO 8601 (2026-12-03) и не дата со временем (2026-12-03T15:00:00+03:00)"
        case .notADateTime(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не дата со временем ISO 8601"
        case .notADay(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не дата ГГГГ-ММ-ДД"
        case .notAStatus(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не pending, done или deleted"
        case .notATodoistPriority(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не приоритет Todoist (1 — высший, 4 — обычный)"
        case .notATodoistType(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не task, note или section"
        case .noteWithoutTask: return "заметка без задачи над ней"
        case .notATaskwarriorPriority(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не H, M или L"
        case .notATaskwarriorStatus(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не pending, waiting, completed, deleted или recurring"
        case .notATaskwarriorDate(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не дата Taskwarrior (20261203T120000Z)"
        case .notAPriorityLetter(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не буква A–Z"
        case .notATimeOfDay(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не время суток со смещением (15:00+03:00)"
        case .notAnICalendarDate(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не дата iCalendar (20261203 или 20261203T150000Z)"
        case .notAnICalendarPriority(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не приоритет iCalendar (от 0 до 9, 1 — высший)"
        case .expected(let expected, let found): return expected.russian(found: found)
        case .bothDues(let due, let dueDate): return "укажите due (\(due)) или due_date (\(dueDate)), но не оба"
        case .recurrence(let error): return error.russian
        case .outOfRange(let value): return ImportExportMessage.dateOutOfRange(value).russian
        case .notInCalendar(let written): return "«\(written)» — такой даты нет в календаре"
        case .uid(let problem): return ImportExportMessage.uidProblem(problem).russian
        case .tooManyCharacters(let count, let most):
            return "в нём \(count) \(Russian.plural(count, "символ", "символа", "символов")) (можно не больше \(most))"
        case .controlCharacters: return "есть управляющие символы"
        case .draftField(let problem): return problem.russian
        case .notDrafted(let error): return "черновик не составлен: " + FailureMessage.backendFailed(error).russian
        case .json(let problem): return problem.russian
        case .betweenRecords: return "между записями нужно «,» или «]»"
        case .textAfterArray: return "текст после конца массива JSON пропущен"
        case .endsInsideRecord: return "текст оборвался внутри этой записи (файл обрезан?); она не импортирована"
        case .endsBeforeArrayClose: return "текст оборвался до закрывающей «]» массива"
        case .endsInsideQuotedField: return "текст оборвался внутри поля в кавычках (нет закрывающей кавычки?)"
        case .characterAfterClosingQuote: return "лишний символ после закрывающей кавычки (кавычку внутри поля пишут как \"\")"
        case .invalidUTF8(let byte, let inField): return "не UTF-8 (байт \(byte) \(inField ? "поля" : "строки"))"
        case .fieldCount(let count, let header): return "полей в записи: \(count), а в заголовке: \(header)"
        case .recordTooLong(let bytes, let most): return "запись длиной \(bytes) байт; записи длиннее \(most) байт пропускаются"
        case .lineTooLong(let bytes, let most): return "строка длиной \(bytes) байт; записи длиннее \(most) байт пропускаются"
        case .recordLongerThan(let most): return "запись длиннее \(most) байт; пропущена"
        case .readingStopped(let error): return "чтение прервано: " + error.russian
        case .notICalendar: return "это не файл iCalendar: он не начинается с BEGIN:VCALENDAR"
        case .componentNotClosed(let name): return "BEGIN:\(name) нигде не закрыт; компонент не импортирован"
        case .endClosesOther(let end, let begin): return "END:\(end) закрывает BEGIN:\(begin); компонент не импортирован"
        case .nestedTooDeep(let most): return "компоненты вложены глубже \(most) уровней; компонент не импортирован"
        }
    }
}
