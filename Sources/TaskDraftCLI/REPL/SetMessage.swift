import TaskDraftKit

/// What splitting a text into tasks and reviewing the set say (`DraftSetReview`, `add` and
/// `/plan`): the set's heading and question, a draft dropped, changed, untitled or merged back,
/// the lines that were not tasks, and a plan the backend could not make. Worded in
/// `SetMessage+English`, `+Russian` and `+Polish`.
enum SetMessage: LocalizedText {
    case skipped(Int), header(Int), prompt(Int), nothingLeft, dropped(Int), noSuchDraft(Int, count: Int)
    case whichDraft(String), notUnderstood(String), changed(Int, String), untitled(Int), merged(Int)
    /// A refinement of several drafts the backend did not make for draft `n`: the drafts after it
    /// (`rest`, 1-based) were not sent and are as they were.
    case refinementStopped(Int, rest: [Int])
    case nothingToSplit, noActionItems, planInvalid(backend: String), cannotPlan(backend: String), planUsage

    static let samples: [SetMessage] = [
        .skipped(1), .skipped(3), .header(3), .prompt(3), .nothingLeft, .dropped(2), .noSuchDraft(5, count: 3),
        .whichDraft("e"), .notUnderstood("blorp"), .changed(2, "due Fri 4 Dec"), .untitled(2), .merged(2),
        .refinementStopped(1, rest: [2]), .refinementStopped(2, rest: [3, 4]),
        .nothingToSplit, .noActionItems, .planInvalid(backend: "openai"), .cannotPlan(backend: "builtin"), .planUsage,
    ]
}
