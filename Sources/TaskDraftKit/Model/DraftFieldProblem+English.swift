extension DraftFieldProblem {
    public var english: String {
        switch self {
        case .missing: return "is missing"
        case .notADraftField: return "is not a draft field"
        case .expected(let expected, let found): return expected.english(found: found)
        case .notReadable(let text, let expected): return RefusedValue.quoted(text) + " is not \(expected.english)"
        case .bothGiven(let moment, let day): return "give either \(moment) or \(day), not both"
        case .notADay(let text, let named): return (named.map { $0 + " " } ?? "") + RefusedValue.quoted(text) + " is not a YYYY-MM-DD date"
        case .notADateTime(let text, let named): return (named.map { $0 + " " } ?? "") + RefusedValue.quoted(text) + " is not an ISO 8601 date-time"
        case .notAReminder(let text): return RefusedValue.quoted(text) + " is not an ISO 8601 duration (-PT30M) or date-time"
        case .tooManyReminders(let most): return "at most \(most) reminders"
        case .tooManyAnnotations(let most): return "at most \(most) annotations"
        case .tooManyTags(let most): return "at most \(most) tags"
        case .tooLong(let value, let length, let most):
            return RefusedValue.quoted(value) + " has \(length) \(English.plural(length, "character", "characters")) (at most \(most))"
        case .annotationTooLong(let length, let most): return "an annotation of \(length) characters (at most \(most))"
        case .recurrence(let error): return error.description
        case .emptySet: return "the set is empty"
        case .dependency(let problem): return problem.english
        }
    }
}
