extension DraftFieldProblem {
    public var russian: String {
        switch self {
        case .missing: return "не указано"
        case .notADraftField: return "такого поля в черновике нет"
        case .expected(let expected, let found): return expected.russian(found: found)
        case .notReadable(let text, let expected): return "\(Russian.quoted(RefusedValue.shown(text))) — не \(expected.russian)"
        case .bothGiven(let moment, let day): return "укажите \(moment) или \(day), но не оба"
        // The field's name already stands before the problem (the English names it twice).
        case .notADay(let text, _): return "\(Russian.quoted(RefusedValue.shown(text))) — не дата ГГГГ-ММ-ДД"
        case .notADateTime(let text, _): return "\(Russian.quoted(RefusedValue.shown(text))) — не дата со временем ISO 8601"
        case .notAReminder(let text): return "\(Russian.quoted(RefusedValue.shown(text))) — не длительность ISO 8601 (-PT30M) и не дата со временем"
        case .tooManyReminders(let most): return "не больше \(most) \(Russian.plural(most, "напоминания", "напоминаний", "напоминаний"))"
        case .tooManyAnnotations(let most): return "не больше \(most) \(Russian.plural(most, "заметки", "заметок", "заметок"))"
        case .tooManyTags(let most): return "не больше \(most) \(Russian.plural(most, "тега", "тегов", "тегов"))"
        case .tooLong(let value, let length, let most):
            return "\(Russian.quoted(RefusedValue.shown(value))): \(length) \(Russian.plural(length, "символ", "символа", "символов")) (не больше \(most))"
        case .annotationTooLong(let length, let most):
            return "заметка в \(length) \(Russian.plural(length, "символ", "символа", "символов")) (не больше \(most))"
        case .recurrence(let error): return error.russian
        case .emptySet: return "набор пуст"
        case .dependency(let problem): return problem.russian
        }
    }
}
