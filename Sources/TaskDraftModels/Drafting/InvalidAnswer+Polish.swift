import TaskDraftKit

extension InvalidAnswer {
    /// What a Polish-speaking person reads of a refused answer; a draft or a verdict of
    /// several is counted from 1, as the person counts them.
    public var polish: String {
        switch self {
        case .empty: return "odpowiedź jest pusta"
        case .notJSON(let problem, let line, let column): return "odpowiedź to nie JSON (\(problem.polish): wiersz \(line), kolumna \(column))"
        case .notAnObject(let type): return "odpowiedź to \(type.polish), a nie obiekt JSON"
        case .missing(let key): return "\(Self.label(key)): brak w odpowiedzi"
        case .draft(let error): return error.polish
        case .datedNotes(let field): return "\(Self.label(field)): nie są polem odpowiedzi modelu (potrzebne notatki)"
        case .tooLong(let field, let length, let most):
            return "\(Self.label(field)): \(length) \(Polish.plural(length, "znak", "znaki", "znaków")), a wolno najwyżej \(most)"
        case .tooManyTags(let count, let most): return "\(count) \(Polish.plural(count, "tag", "tagi", "tagów")), a wolno najwyżej \(most)"
        case .tagTooLong(let tag, let most):
            return "tag \(Polish.quoted(RefusedValue.shown(tag))) przekracza \(most) \(Polish.plural(most, "znak", "znaki", "znaków"))"
        case .dueOffset(let due, let zone, let expected):
            return "termin \(due) ma przesunięcie \(ISO8601.formatOffset(due.offset)), a strefa \(zone) ma wtedy \(ISO8601.formatOffset(expected))"
        case .dueInThePast(let due, let today): return "termin \(due) już minął: dziś jest \(today)"
        case .dueTooFarAhead(let due, let years): return "termin \(due) wypada później niż za \(years) \(Polish.plural(years, "rok", "lata", "lat"))"
        case .unknownPriority(let text):
            return "priorytet \(Polish.quoted(RefusedValue.shown(text))) nie jest żadnym z możliwych (\(Priority.allCases.map(\.polish).joined(separator: ", ")))"
        case .listMissing(let key): return "w odpowiedzi brak listy \(key)"
        case .itemNotAnObject(let key, let index): return "element nr \(index + 1) listy \(key) nie jest obiektem"
        case .taskCount(let count, let expected):
            return "odpowiedź ma \(count) \(Polish.plural(count, "szkic", "szkice", "szkiców")), a powinna mieć od \(expected.lowerBound) do \(expected.upperBound)"
        case .sourceMissing(let index): return "szkic nr \(index + 1) nie podaje słów, z których pochodzi"
        case .inTask(let index, let problem): return "szkic nr \(index + 1): \(problem.polish)"
        case .reviewCount(let count, let expected):
            return "przegląd ma \(count) \(Polish.plural(count, "ocenę", "oceny", "ocen")) na \(expected) \(Polish.plural(expected, "szkic", "szkice", "szkiców"))"
        case .reviewStep(let index, let drafts): return "ocena nr \(index + 1): numer szkicu ma być od 1 do \(drafts), każdy raz"
        case .reviewVerdict(let index): return "ocena nr \(index + 1) nie mówi, czy zostawić szkic, czy go poprawić"
        case .reviewTitle(let index, let most):
            return "ocena nr \(index + 1): nowy tytuł ma być tekstem do \(most) \(Polish.plural(most, "znaku", "znaków", "znaków"))"
        case .reviewDay(let index, let text): return "ocena nr \(index + 1): \(Polish.quoted(RefusedValue.shown(text))) to nie dzień (RRRR-MM-DD)"
        case .reviewFixesNothing(let index): return "ocena nr \(index + 1) każe poprawić, ale nie podaje ani tytułu, ani dnia"
        }
    }

    /// A field by its label; a key that is no field's (`due_date`) as the schema spells it.
    private static func label(_ key: String) -> String { FieldLabel(key: key)?.polish ?? key }
}
