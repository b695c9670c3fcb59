import TaskDraftKit

/// What the review phase checks: the drafts of a plan or of a set, and the words they came
/// from (the goal, or what the person said).
public struct ReviewSubject: Sendable, Hashable {
    public var drafts: [TaskDraft]
    /// `.plan` or `.set`: what the drafts were made as.
    public var shape: DraftShape
    public var words: String

    public init(drafts: [TaskDraft], shape: DraftShape, words: String) {
        self.drafts = drafts
        self.shape = shape
        self.words = words
    }

    /// The review request's user message: the words, then each draft, numbered, with the
    /// fields a review can judge.
    public var message: String {
        var lines = [(shape == .plan ? "Goal: " : "The user's words: ") + words, "",
                     shape == .plan ? "Steps:" : "Tasks:"]
        for (index, draft) in drafts.enumerated() {
            var object: JSONObject = ["title": .string(draft.title)]
            switch draft.due {
            case .dateTime(let zoned)?: object["due"] = .string(zoned.description)
            case .date(let day)?: object["due_date"] = .string(day.description)
            case nil: object["due_date"] = .null
            }
            object["priority"] = .string(draft.priority.rawValue)
            if !draft.tags.isEmpty { object["tags"] = .array(draft.tags.map(JSONValue.string)) }
            var writer = JSONWriter()
            writer.write(.object(object))
            lines.append("\(index + 1). " + String(decoding: writer.bytes, as: UTF8.self))
        }
        return lines.joined(separator: "\n")
    }
}
