import TaskDraftKit

/// What the review phase (`DraftReview`) says: on the set, a review that did not happen;
/// on a draft, what the reviewer changed.
public enum ReviewWarning: DraftWarningMessage {
    /// One thing a reviewer changed in a draft.
    public enum Change: Sendable, Hashable {
        case title(from: String, to: String)
        case day(from: CivilDate?, to: CivilDate)
    }

    case failed(BackendError)
    case unusable(backend: String)
    /// The backend that would have reviewed was left out of the chain, for these reasons.
    case skipped([FallbackFailure])
    case cancelled
    /// The reviewer's fixes to a draft, with its reason when it gave one.
    case changed(reviewer: String, [Change], reason: String?)

    public static var samples: [ReviewWarning] {
        let day = CivilDate(year: 2026, month: 12, day: 18)
        return [.failed(BackendError(backend: "partner", host: "api.example", kind: .http(500), problem: .server("—"))),
                .unusable(backend: "partner"), .skipped([.skipped(backend: "partner", reason: .unavailable(.noKey(.variableNotSet("PARTNER_KEY"))))]), .cancelled,
                .changed(reviewer: "partner", [.title(from: "Бюджет", to: "Согласовать бюджет"), .day(from: nil, to: day)],
                         reason: "так яснее"),
                .changed(reviewer: "partner", [.day(from: day, to: day.adding(days: 1))], reason: nil)]
    }
}
