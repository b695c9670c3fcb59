import TaskDraftKit

/// What a request asks for: one task (every draft so far), every task in the words, or the
/// steps toward a goal.
public enum DraftShape: String, Sendable, Hashable {
    case one, set, plan
}
