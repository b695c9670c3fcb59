import TaskDraftKit

/// The built-in parser's second opinion on a model's draft: deadlines are where a model's
/// mistakes cost most, and where a rule-based reading of the same words is most reliable.
///
/// - The model proposed a deadline the words do not contain: it is dropped, with a warning.
/// - Both read a deadline and disagree: the built-in one is kept, the model's is shown.
/// - The words name a deadline the model left out: the built-in one is kept, with a warning.
/// - The words name a date that does not exist: whatever the model made of it is dropped, with a warning.
public struct DraftCrossCheck: Sendable {
    private let parser = BuiltinParser()

    public init() {}

    public static let inventedDeadline = "the model proposed a deadline you did not name"

    public func check(_ draft: TaskDraft, words: String, context: DraftContext) -> TaskDraft {
        let analysis = parser.analyze(words, context: context)
        let named = analysis.namedDay || analysis.namedTime
        var result = draft
        switch (draft.due, named ? analysis.draft.due : nil) {
        case (let proposed?, nil):
            result.due = nil
            result.warnings.append("\(Self.inventedDeadline) (\(proposed)); it was dropped")
        case (let proposed?, let read?) where proposed != read:
            result.due = read
            result.warnings.append("the model read the deadline as \(proposed); kept \(read) from your words")
        case (nil, let read?):
            result.due = read
            result.warnings.append("the model left out the deadline you named; kept \(read) from your words")
        default:
            break
        }
        if let written = analysis.impossibleDate {
            result.warnings.append(BuiltinParser.impossibleDateWarning(written))
        }
        return result
    }
}
