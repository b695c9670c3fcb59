import TaskDraftKit

/// What a request asks for: one task (every draft so far), every task in the words, the
/// steps toward a goal, or a review of drafts already made (`request.review`).
public enum DraftShape: String, Sendable, Hashable {
    case one, set, plan, review
}
