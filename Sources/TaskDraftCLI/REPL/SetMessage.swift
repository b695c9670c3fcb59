import TaskDraftKit

/// What splitting a text into tasks and reviewing the set say (`DraftSetReview`, `add` and
/// `/plan`): the set's heading and question, a draft dropped, changed, untitled or merged back,
/// the lines that were not tasks, and a plan the backend could not make. Worded in
/// `SetMessage+English`, `+Russian` and `+Polish`.
enum SetMessage: LocalizedText {
    case setSkipped(Int), setHeader(Int), setPrompt(Int), setNothingLeft, setDropped(Int), setNoSuchDraft(Int, count: Int)
    case setWhichDraft(String), setNotUnderstood(String), setChanged(Int, String), setUntitled(Int), setMerged(Int)
    case nothingToSplit, noActionItems, planInvalid(backend: String), cannotPlan(backend: String), planUsage

    static let samples: [SetMessage] = [
        .setSkipped(1), .setSkipped(3), .setHeader(3), .setPrompt(3), .setNothingLeft, .setDropped(2), .setNoSuchDraft(5, count: 3),
        .setWhichDraft("e"), .setNotUnderstood("blorp"), .setChanged(2, "due Fri 4 Dec"), .setUntitled(2), .setMerged(2),
        .nothingToSplit, .noActionItems, .planInvalid(backend: "openai"), .cannotPlan(backend: "builtin"), .planUsage,
    ]
}
