/// What came of one attempt, as the audit log records it.
///
/// The raw values are the words stored in `audit_log.outcome` and documented in the README;
/// they never change (people query them with `sqlite3`, and old rows keep them). A person
/// reads them in their language (`AuditOutcome+English.swift`, `+Russian`, `+Polish`).
public enum AuditOutcome: String, Sendable, Hashable, CaseIterable, LocalizedText {
    case ok
    /// The same idempotency key (or the same state) was there already; nothing new was written.
    case alreadyDone = "already_done"
    /// Left as a proposal for a person to review (`taskdraft inbox`); nothing changed yet.
    case proposed
    /// The action needs a confirmation the caller did not give.
    case needsConfirmation = "needs_confirmation"
    /// The person was asked and said no.
    case declined
    /// The caller gave up while the person was being asked.
    case cancelled
    /// The caller may not do this at all.
    case refused
    case rateLimited = "rate_limited"
    case notFound = "not_found"
    case invalid
    case nothingToUndo = "nothing_to_undo"
    /// The store (or a backend) failed.
    case error

    /// Whether the attempt did what was asked (what a rate limit counts, what a table shows as success).
    public var succeeded: Bool { self == .ok || self == .alreadyDone }
}
