import TaskDraftKit

/// What drafting through a backend says about the draft it ends with.
public enum BackendWarning: DraftWarningMessage {
    /// The model's answer (and its repair) could not be used; the built-in parser drafted.
    case invalidAnswer(backend: String, InvalidAnswer)
    /// Backends before `draftedBy` in the chain did not draft, each for its reason.
    case fellBack([FallbackFailure], draftedBy: String)

    public static var samples: [BackendWarning] {
        [.invalidAnswer(backend: "llama", .dueInThePast(.date(CivilDate(year: 1950, month: 1, day: 1)), today: CivilDate(year: 2026, month: 12, day: 4))),
         .fellBack([.didNotAnswerRecently(backend: "llama"), .skipped(backend: "partner", reason: .unavailable(.noKey(.variableNotSet("PARTNER_KEY"))))], draftedBy: "builtin")]
    }
}
