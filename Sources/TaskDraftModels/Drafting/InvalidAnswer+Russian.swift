import TaskDraftKit

extension InvalidAnswer {
    /// What a Russian-speaking person reads of a refused answer; a draft or a verdict of
    /// several is counted from 1, as the person counts them.
    public var russian: String {
        switch self {
        case .empty: return "ответ пуст"
        case .notJSON(let problem, let line, let column): return "ответ не в формате JSON (\(problem.russian): строка \(line), столбец \(column))"
        case .notAnObject(let type): return "ответ — \(type.russian), а не объект JSON"
        case .missing(let key): return "\(Self.label(key)): нет в ответе"
        case .draft(let error): return error.russian
        case .datedNotes(let field): return "\(Self.label(field)): не поле ответа модели (нужны заметки)"
        case .tooLong(let field, let length, let most):
            return "\(Self.label(field)): \(length) \(Russian.plural(length, "символ", "символа", "символов")), а можно не больше \(most)"
        case .tooManyTags(let count, let most): return "\(count) \(Russian.plural(count, "тег", "тега", "тегов")), а можно не больше \(most)"
        case .tagTooLong(let tag, let most):
            return "тег \(Russian.quoted(RefusedValue.shown(tag))) длиннее \(most) \(Russian.plural(most, "символа", "символов", "символов"))"
        case .dueOffset(let due, let zone, let expected):
            return "срок \(due) со смещением \(ISO8601.formatOffset(due.offset)), а в поясе \(zone) тогда \(ISO8601.formatOffset(expected))"
        case .dueInThePast(let due, let today): return "срок \(due) уже прошёл: сегодня \(today)"
        case .dueTooFarAhead(let due, let years): return "срок \(due) позже, чем через \(years) \(Russian.plural(years, "год", "года", "лет"))"
        case .unknownPriority(let text):
            return "приоритет \(Russian.quoted(RefusedValue.shown(text))) — не из возможных (\(Priority.allCases.map(\.russian).joined(separator: ", ")))"
        case .listMissing(let key): return "в ответе нет списка \(key)"
        case .itemNotAnObject(let key, let index): return "элемент № \(index + 1) списка \(key) — не объект"
        case .taskCount(let count, let expected):
            return "в ответе \(count) \(Russian.plural(count, "черновик", "черновика", "черновиков")), а нужно от \(expected.lowerBound) до \(expected.upperBound)"
        case .sourceMissing(let index): return "у черновика № \(index + 1) нет слов, из которых он взят"
        case .inTask(let index, let problem): return "черновик № \(index + 1): \(problem.russian)"
        case .reviewCount(let count, let expected):
            return "в проверке \(count) \(Russian.plural(count, "оценка", "оценки", "оценок")), а черновиков \(expected)"
        case .reviewStep(let index, let drafts): return "оценка № \(index + 1): номер черновика должен быть от 1 до \(drafts), каждый по разу"
        case .reviewVerdict(let index): return "оценка № \(index + 1) не говорит, оставить черновик или исправить"
        case .reviewTitle(let index, let most):
            return "оценка № \(index + 1): новое название должно быть текстом не длиннее \(most) \(Russian.plural(most, "символа", "символов", "символов"))"
        case .reviewDay(let index, let text): return "оценка № \(index + 1): \(Russian.quoted(RefusedValue.shown(text))) — не день (ГГГГ-ММ-ДД)"
        case .reviewFixesNothing(let index): return "оценка № \(index + 1) велит исправить, но не даёт ни названия, ни дня"
        }
    }

    /// A field by its label; a key that is no field's (`due_date`) as the schema spells it.
    private static func label(_ key: String) -> String { FieldLabel(key: key)?.russian ?? key }
}
