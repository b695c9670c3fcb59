import TaskDraftKit

extension InvalidAnswer {
    /// What the repair request tells the model, word for word as it always has
    /// (`RepairWordsTests`); English is also what an English-speaking person reads.
    public var english: String {
        switch self {
        case .empty: return "the answer is empty; expected a JSON object"
        case .notJSON(let problem, let line, let column):
            return "the answer is not valid JSON (\(problem.english) at line \(line), column \(column))"
        case .notAnObject(let type): return "the answer is \(type.english), not a JSON object"
        case .missing(let key): return "\(key) is missing"
        case .draft(let error): return error.description
        case .datedNotes(let field): return "\(field) is not a field of the answer; give notes"
        case .tooLong(let field, let length, let most): return "\(field) has \(length) characters; at most \(most)"
        case .tooManyTags(let count, let most): return "tags has \(count) items; at most \(most)"
        case .tagTooLong(let tag, let most): return "tag \(RefusedValue.quoted(tag)) is longer than \(most) characters"
        case .dueOffset(let due, let zone, let expected):
            return "due \(due) has offset \(ISO8601.formatOffset(due.offset)); the user's zone \(zone) is \(ISO8601.formatOffset(expected)) then"
        case .dueInThePast(let due, let today): return "due \(due) is in the past (today is \(today))"
        case .dueTooFarAhead(let due, let years): return "due \(due) is more than \(years) years ahead"
        case .unknownPriority(let text):
            return "priority \"\(text)\" is not one of " + Priority.allCases.map(\.rawValue).joined(separator: ", ")
        case .listMissing(let key): return "\(key) is missing; expected {\"\(key)\": [...]}"
        case .itemNotAnObject(let key, let index): return "\(key)[\(index)] is not an object"
        case .taskCount(let count, let expected):
            return "\(Self.tasksKey) has \(count) items; expected \(expected.lowerBound) to \(expected.upperBound)"
        case .sourceMissing(let index): return "\(Self.tasksKey)[\(index)].source is missing"
        case .inTask(let index, let problem): return "\(Self.tasksKey)[\(index)]: \(problem.english)"
        case .reviewCount(let count, let expected): return "\(Self.reviewsKey) has \(count) items; expected \(expected), one per draft"
        case .reviewStep(let index, let drafts):
            return "\(Self.reviewsKey)[\(index)].step must be a draft's number from 1 to \(drafts), each once"
        case .reviewVerdict(let index): return "\(Self.reviewsKey)[\(index)].verdict must be ok or fix"
        case .reviewTitle(let index, let most): return "\(Self.reviewsKey)[\(index)].title must be at most \(most) characters of text"
        case .reviewDay(let index, let text): return "\(Self.reviewsKey)[\(index)].due_date \"\(text)\" is not a day (YYYY-MM-DD)"
        case .reviewFixesNothing(let index): return "\(Self.reviewsKey)[\(index)] says fix but gives no title or due_date"
        }
    }
}
