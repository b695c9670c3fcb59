import TaskDraftKit
import TaskDraftModels

extension Message {
    /// `WordsRefusal` as `add`, `draft` and the prompt say it: in `modify`'s words for the same
    /// attribute (`due 'xyz' names no date or time`), so that a word typed for a new task and
    /// for a task that exists is refused alike, in the terminal's language.
    init(_ refusal: WordsRefusal) {
        switch refusal {
        case .notInCalendar(let written): self = .notInCalendar(written)
        case .unknownAttribute(let name, let suggestion): self = .attributeRefused(.unknown(name, suggestion: suggestion))
        case .attribute(let name, let value, let field, let expected):
            switch expected {
            // `modify` names a date by the attribute as typed (`scheduled`, not the field `start`).
            case .moment: self = .dueNamesNoDate(option: name.lowercased(), value)
            case .repeats: self = .recurrence(value)
            default: self = .modifyValue(field: field, value, expected: expected)
            }
        }
    }
}
