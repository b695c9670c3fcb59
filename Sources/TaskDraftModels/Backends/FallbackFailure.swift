import TaskDraftKit

/// Why a backend of the fallback chain did not draft, as the draft that another one made
/// says it (`BackendWarning.fellBack`) and a review that did not happen (`ReviewWarning`).
public enum FallbackFailure: LocalizedText, Hashable {
    /// Left out when the chain was chosen (`SessionFactory`), for the rule's reason.
    case skipped(backend: String, reason: RuleReason)
    /// Tried, and it failed.
    case failed(BackendError)
    /// Left out because it did not answer a moment ago (`FallbackModel.downPeriod`).
    case didNotAnswerRecently(backend: String)

    public static var samples: [FallbackFailure] {
        [.skipped(backend: "llama", reason: .unavailable(.notEligible(.memory(have: 2048, backend: "llama", needs: 8192)))),
         .failed(BackendError(backend: "llama", host: "127.0.0.1:8080", kind: .http(429), problem: .rateLimited(retries: 2))),
         .didNotAnswerRecently(backend: "llama")]
    }
}
