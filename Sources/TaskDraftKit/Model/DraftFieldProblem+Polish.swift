extension DraftFieldProblem {
    public var polish: String {
        switch self {
        case .missing: return "brak"
        case .notADraftField: return "nie ma takiego pola w szkicu"
        case .expected(let expected, let found): return expected.polish(found: found)
        case .notReadable(let text, let expected): return "\(Polish.quoted(RefusedValue.shown(text))) to nie \(expected.polish)"
        case .bothGiven(let moment, let day): return "podaj \(moment) albo \(day), nie oba"
        // The field's name already stands before the problem (the English names it twice).
        case .notADay(let text, _): return "\(Polish.quoted(RefusedValue.shown(text))) to nie data RRRR-MM-DD"
        case .notADateTime(let text, _): return "\(Polish.quoted(RefusedValue.shown(text))) to nie data z godziną ISO 8601"
        case .notAReminder(let text): return "\(Polish.quoted(RefusedValue.shown(text))) to ani czas trwania ISO 8601 (-PT30M), ani data z godziną"
        case .tooManyReminders(let most): return "najwyżej \(most) \(Polish.plural(most, "przypomnienie", "przypomnienia", "przypomnień"))"
        case .tooManyAnnotations(let most): return "najwyżej \(most) \(Polish.plural(most, "notatka", "notatki", "notatek"))"
        case .tooManyTags(let most): return "najwyżej \(most) \(Polish.plural(most, "tag", "tagi", "tagów"))"
        case .tooLong(let value, let length, let most):
            return "\(Polish.quoted(RefusedValue.shown(value))) ma \(length) \(Polish.plural(length, "znak", "znaki", "znaków")) (najwyżej \(most))"
        case .annotationTooLong(let length, let most):
            return "notatka ma \(length) \(Polish.plural(length, "znak", "znaki", "znaków")) (najwyżej \(most))"
        case .recurrence(let error): return error.polish
        case .emptySet: return "zestaw jest pusty"
        case .dependency(let problem): return problem.polish
        }
    }
}
