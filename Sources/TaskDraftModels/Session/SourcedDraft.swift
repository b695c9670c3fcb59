import TaskDraftKit

/// A draft a model returned among several, with the user's words it says it came from.
public struct SourcedDraft: Sendable, Hashable {
    public var draft: TaskDraft
    public var source: String?

    public init(draft: TaskDraft, source: String?) {
        self.draft = draft
        self.source = source
    }
}
