import TaskDraftParser

/// What the drafting entry (`DraftRequest(words:…)`) asks of words besides their limit, which
/// every surface's words are held to there and nowhere else.
public enum WordsCheck: Sendable, Hashable {
    /// Only the limit: a plan's goal, a desktop's draft, `add --split`'s notes.
    case limit
    /// The limit, then the built-in parser's reading: an attribute whose value its field cannot
    /// take (`due:xyz`); a date not in the calendar when `dates` (what a commit would write;
    /// a dry draft warns of one instead); a mistyped attribute's name unless `names` is false
    /// (an import's lines, where todo.txt's own `rec:1w` is no slip).
    case attributes(dates: Bool, names: Bool = true)
}

/// Finds the tasks in words to be split (`TaskSplitter` unless a test counts the calls); the
/// drafting entry splits them once, for the limit and for the drafting both.
public typealias WordsSplitter = (_ text: String, _ reading: ReadingContext, _ force: Bool) -> SplitPlan
