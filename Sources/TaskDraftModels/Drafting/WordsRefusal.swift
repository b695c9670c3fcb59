import TaskDraftKit
import TaskDraftParser

/// Why words given to be drafted are refused before any backend drafts them: more words than
/// one request reads (`TaskDraft.wordsLimit`, before a word is read), an attribute whose
/// value names nothing its field takes (`due:xyz`, `priority:urgentish`, `estimate:-5h`,
/// `wait:soonish`), which would otherwise become title words, or a full date that does not
/// exist (`due:2026-02-30`, "31 February"), which would become no date at all. The built-in
/// parser's reading decides, whatever backend drafts. This is the one rule, asked once where
/// words enter drafting (`DraftRequest(words:…)`, which a `DraftingSession` makes for each
/// turn): `add`, `draft` and the prompt say it in `modify`'s words, an agent's tools as a tool
/// error, an import as its record's reason, the desktop as a D-Bus error; each renders this
/// value, none decides again.
public enum WordsRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name as written (`Due`, `est`), its value (cut short, as it is quoted back), the
    /// field the name sets (`start` for `scheduled:`) and what that field takes.
    case attribute(name: String, value: String, field: String, expected: ExpectedValue)
    /// A full date that does not exist, as written.
    case notInCalendar(String)
    /// `prio:H`: a name that is no attribute, as written, and the one it is a slip for
    /// (`priority`), refused as `modify` refuses it rather than made title words.
    case unknownAttribute(name: String, suggestion: String)
    /// More than `TaskDraft.wordsLimit` takes, refused before a word is read: its length as the
    /// limit counts it.
    case tooLong(Int)
    /// Notes given to be split past `TaskDraft.splitLimit`, refused before a word is read: their length.
    case notesTooLong(Int)
    /// A task the splitter cut from notes past `TaskDraft.wordsLimit`: its number (from 1) and length.
    case taskTooLong(Int, length: Int)

    /// The first refusal of words the built-in parser has read (the drafting drafts from the same reading).
    public static func first(in analysis: BuiltinParser.Analysis, dates: Bool, names: Bool = true) -> WordsRefusal? {
        if dates, let written = analysis.impossibleDate { return .notInCalendar(written) }
        guard let word = analysis.unreadAttributes.first(where: { $0.field != nil || (names && $0.suggestion != nil) })
        else { return nil }
        // A name or a value is quoted back, as every refused value is (`RefusedValue`).
        func shown(_ text: String) -> String { RefusedValue.shown(text) }
        guard let field = word.field, let expected = word.expected else {
            return word.suggestion.map { .unknownAttribute(name: shown(word.name), suggestion: $0) }
        }
        return .attribute(name: word.name, value: shown(word.value), field: field, expected: expected)
    }

    /// The field the refusal names (`due`, `start` for `scheduled:`…).
    public var field: String {
        switch self {
        case .attribute(_, _, let field, _): return field
        case .notInCalendar: return "due"
        case .unknownAttribute(_, let suggestion): return TaskField.fieldName(ofAttribute: suggestion) ?? suggestion
        case .tooLong, .notesTooLong, .taskTooLong: return "text"
        }
    }

    /// In English, for JSON and agents: `due:xyz: "xyz" is not a date or time such as …`.
    public var description: String {
        switch self {
        case .attribute(let name, let value, _, let expected):
            return "\(name):\(value): \(DraftFieldProblem.notReadable(value, expected: expected).english)"
        case .notInCalendar(let written): return "\"\(written)\" is not a date in the calendar"
        case .unknownAttribute(let name, let suggestion): return "unknown attribute '\(name)' — did you mean '\(suggestion)'?"
        case .tooLong(let length): return "the words have \(length) characters (at most \(TaskDraft.maximumWordsLength))"
        case .notesTooLong(let length): return "the notes have \(length) characters (at most \(TaskDraft.maximumSplitLength))"
        case .taskTooLong(let number, let length):
            return "task \(number) has \(length) characters (at most \(TaskDraft.maximumWordsLength))"
        }
    }
}
