import TaskDraftKit
import TaskDraftParser

/// Why words given to be drafted are refused before any backend drafts them: more words than
/// one request reads (`TaskDraft.wordsLimit`, before a word is read), an attribute whose
/// value names nothing its field takes (`due:xyz`, `priority:urgentish`, `estimate:-5h`,
/// `wait:soonish`), which would otherwise become title words, or a full date that does not
/// exist (`due:2026-02-30`, "31 February"), which would become no date at all. The built-in
/// parser's reading decides, whatever backend drafts. This is the one rule: `add`, `draft` and
/// the prompt say it in `modify`'s words, an agent's tools as a tool error, an import as its
/// record's reason; each renders this value, none decides again.
public enum WordsRefusal: Equatable, Sendable, CustomStringConvertible {
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

    /// The first refusal of `text`'s words; a date that does not exist only when `dates` asks
    /// for it (a dry draft warns of one instead), and a mistyped attribute's name unless `names`
    /// is false (an import's lines, where todo.txt's own `rec:1w` is no slip). Nil when nothing
    /// in them is refused. `context` is made only when the words are read again: `draft`'s lines
    /// without an attribute's name pay nothing for it.
    public static func first(in text: String, context: @autoclosure () -> DraftContext, dates: Bool,
                             names: Bool = true, split: Bool = false) -> WordsRefusal? {
        if let refusal = length(of: text, split: split) { return refusal }
        if split, let refusal = tasks(of: text, reading: context().readingContext, force: false) { return refusal }
        // Without an attribute's name before a colon, and without dates to check, nothing is read again.
        guard dates || AttributeWord.mayBeIn(text) else { return nil }
        return first(in: BuiltinParser().analyze(text, context: context().readingContext), dates: dates, names: names)
    }

    /// `tooLong` when `text` is past `TaskDraft.wordsLimit`, or `notesTooLong` past
    /// `TaskDraft.splitLimit` when it is to be `split`: asked before the words are read by a
    /// surface that reads them itself (`add`, the prompt), and first by `first(in:)`.
    public static func length(of text: String, split: Bool = false) -> WordsRefusal? {
        split ? TaskDraft.splitLimit.excess(text).map(WordsRefusal.notesTooLong) : TaskDraft.wordsLimit.excess(text).map(WordsRefusal.tooLong)
    }

    /// `taskTooLong` for the first task `TaskSplitter` cuts from `text` past `TaskDraft.wordsLimit`:
    /// split notes are bounded as a whole, and each request drafted from them as one task's words.
    public static func tasks(of text: String, reading: ReadingContext, force: Bool) -> WordsRefusal? {
        let pieces = TaskSplitter().split(text, reading: reading, force: force).pieces
        for (index, piece) in pieces.enumerated() {
            if let length = TaskDraft.wordsLimit.excess(piece.text) { return .taskTooLong(index + 1, length: length) }
        }
        return nil
    }

    /// The first refusal of words the built-in parser has read (`add` drafts from the same reading).
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
