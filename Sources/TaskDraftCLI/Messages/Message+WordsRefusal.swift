import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

extension Message {
    /// `WordsRefusal` as `add`, `draft` and the prompt say it: in `modify`'s words for the same
    /// attribute (`due 'xyz' names no date or time`), so that a word typed for a new task and
    /// for a task that exists is refused alike, in the terminal's language.
    init(_ refusal: WordsRefusal) {
        switch refusal {
        case .notInCalendar(let written): self = .wordsRefused(.notInCalendar(written))
        case .tooLong(let length): self = .wordsRefused(.wordsTooLong(length, most: TaskDraft.maximumWordsLength))
        case .notesTooLong(let length): self = .wordsRefused(.wordsTooLong(length, most: TaskDraft.maximumSplitLength))
        case .taskTooLong(let number, let length): self = .wordsRefused(.setTaskTooLong(number, length: length, most: TaskDraft.maximumWordsLength))
        case .unknownAttribute(let name, let suggestion): self = .wordsRefused(.attributeRefused(.unknown(name, suggestion: suggestion)))
        case .attribute(let name, let value, let field, let expected):
            switch expected {
            // `modify` names a date by the attribute as typed (`scheduled`, not the field `start`).
            case .moment: self = .wordsRefused(.dateValueRefused(option: name.lowercased(), value))
            case .repeats: self = .edits(.recurrence(value))
            default: self = .edits(.modifyValue(field: field, value, expected: expected))
            }
        }
    }
}

extension DraftFailure {
    /// What `command` throws for it: refused words as its usage error (exit 2) in the terminal's
    /// language, a backend's failure as itself (exit 4).
    func thrown(by command: String) -> any Error {
        switch self {
        case .refused(let refusal): return UsageError(Message(refusal), command: command)
        case .backend(let error): return error
        }
    }
}

extension DraftRequest {
    /// The drafting entry (`DraftRequest(words:…)`) as a command takes words: refused words are
    /// its usage error (exit 2) in the terminal's language, as `DraftFailure.thrown(by:)` says them.
    init(words text: String, context: DraftContext, check: WordsCheck, split: Bool = false, force: Bool = false,
         journal: DraftJournal? = nil, command: String) throws {
        do throws(WordsRefusal) {
            self = try DraftRequest(words: text, context: context, check: check, split: split, force: force, journal: journal)
        } catch {
            throw DraftFailure.refused(error).thrown(by: command)
        }
    }
}

extension DraftingSession {
    /// `splitAgain(_:force:)` as a command takes it: a refusal is its usage error, as above.
    func splitAgain(_ words: DraftRequest, force: Bool = false, command: String) throws -> DraftRequest {
        do throws(DraftFailure) {
            return try splitAgain(words, force: force)
        } catch {
            throw error.thrown(by: command)
        }
    }
}
