import TaskDraftKit

/// What came of asking the person.
enum ElicitationAnswer: Sendable, Hashable {
    case accepted
    /// The person said no (or did not say yes); the detail says how.
    case declined(String)
    /// The question could not be asked or answered (the client refused, timed out, went away).
    case failed(String)
    /// The client cancelled the tool call while the question was open.
    case abandoned
}
