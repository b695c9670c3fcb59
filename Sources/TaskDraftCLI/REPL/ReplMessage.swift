import TaskDraftHTTP
import TaskDraftKit
import TaskDraftModels
import TaskDraftParser

/// What the REPL says of its own: the greeting, `/help`, a command or row it does not know,
/// what a line typed without a slash was taken for, a list's heading, and the line shown while
/// an HTTP model drafts (`DraftProgressView`). Worded in `ReplMessage+English`, `+Russian` and
/// `+Polish`.
enum ReplMessage: LocalizedText {
    case greeting, backendIs(String), replHelp, unknownCommand(String), noSuchRow(listed: Int, asked: Int)
    /// What a line typed without a slash was taken for (`LineClassifier`).
    case didYouMean(String), nothingToAnswer, noListYet, listing(PromptQuestion.Window, extras: [String])
    /// The line shown while an HTTP model drafts.
    case progressDrafting, progressRefining, progressAskingAgain, progressDraftingWithTools, progressLookingUp(String)
    case progressRetrying(RetryReason, seconds: String), progressFallingBack(from: String, to: String), progressSecondsCancel

    /// The progress line's note for a request's purpose (`repair`, `tools`, or a plain draft, which
    /// for a refinement at the card is the draft's refinement).
    init(progressFor purpose: String, refining: Bool = false) {
        switch purpose {
        case "repair": self = .progressAskingAgain
        case "tools": self = .progressDraftingWithTools
        default: self = refining ? .progressRefining : .progressDrafting
        }
    }

    static let samples: [ReplMessage] = [
        .greeting, .backendIs("builtin"), .replHelp, .unknownCommand("/frob"), .noSuchRow(listed: 3, asked: 5),
        .didYouMean("/list"), .nothingToAnswer, .noListYet,
        .listing(.all, extras: ["+work"]), .listing(.next, extras: []), .listing(.today, extras: []), .listing(.tomorrow, extras: []),
        .listing(.overdue, extras: []), .listing(.week, extras: []),
        .listing(.day(CivilDate(year: 2026, month: 12, day: 4)), extras: ["project:Home"]),
        .progressDrafting, .progressRefining, .progressAskingAgain, .progressDraftingWithTools, .progressLookingUp(ToolCatalog.listTasks.name),
        .progressRetrying(.status(429), seconds: "2"), .progressFallingBack(from: "openai", to: "builtin"), .progressSecondsCancel,
    ]
}
