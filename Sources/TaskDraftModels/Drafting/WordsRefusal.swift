import TaskDraftKit
import TaskDraftParser

/// Why words given to be drafted are refused before any backend drafts them, as `add` refuses
/// them: an attribute whose value names nothing its field takes (`due:xyz`,
/// `priority:urgentish`, `estimate:-5h`, `wait:soonish`), which would otherwise become title
/// words, or a full date that does not exist (`due:2026-02-30`, "31 February"), which would
/// become no date at all. The built-in parser's reading decides, whatever backend drafts, for
/// the surfaces that cannot ask `modify` (an agent's `text`, an import's records).
public enum WordsRefusal: Equatable, Sendable, CustomStringConvertible {
    /// The word as written (`Due:xyz`), the field its name sets, and why the value is none of it.
    case attribute(word: String, field: String, DraftFieldProblem)
    /// A full date that does not exist, as written.
    case notInCalendar(String)

    /// The first refusal of `text`'s words; a date that does not exist only when `dates` asks
    /// for it (a dry draft warns of one instead). Nil when nothing in them is refused.
    public static func first(in text: String, context: DraftContext, dates: Bool) -> WordsRefusal? {
        // Without an attribute's name before a colon, and without dates to check, nothing is read again.
        guard dates || AttributeWord.mayBeIn(text) else { return nil }
        let analysis = BuiltinParser().analyze(text, context: context.readingContext)
        if dates, let written = analysis.impossibleDate { return .notInCalendar(written) }
        guard let word = analysis.unreadAttributes.first(where: { $0.field != nil }), let field = word.field,
              let expected = word.expected else { return nil }
        // A value is quoted back, so a megabyte of it is not.
        let value = word.value.count > 60 ? String(word.value.prefix(60)) + "…" : word.value
        return .attribute(word: word.name + ":" + value, field: field, .notReadable(value, expected: expected))
    }

    /// The field the refusal names (`due`, `start` for `scheduled:`…).
    public var field: String {
        switch self {
        case .attribute(_, let field, _): return field
        case .notInCalendar: return "due"
        }
    }

    /// In English, for JSON and agents: `due:xyz: "xyz" is not a date or time such as …`.
    public var description: String {
        switch self {
        case .attribute(let word, _, let problem): return "\(word): \(problem.english)"
        case .notInCalendar(let written): return "\"\(written)\" is not a date in the calendar"
        }
    }
}
