import TaskDraftKit

/// Several drafts from one utterance or one block of notes, each with the part of the input
/// it came from; reviewed together and committed as one (`CreateTaskSetIntent`).
public struct DraftSet: Sendable, Hashable {
    public struct Item: Sendable, Hashable {
        public var draft: TaskDraft
        /// The clause in the input, as Unicode scalar (code point) offsets: `start..<end`.
        public var start: Int
        public var end: Int
        /// The input's words from `start` to `end`.
        public var source: String
    }

    public var items: [Item]
    /// Lines of notes that were not action items.
    public var skipped: Int

    public var drafts: [TaskDraft] { items.map(\.draft) }

    /// The warning a draft gets when its words may hold more than one task.
    public static let mayBeSeveralWarning = "this may be several tasks — say 'split'"

    /// The set as the transcript keeps it: the drafts (draft JSON), their spans, the skip count.
    public var json: JSONObject {
        ["drafts": .array(items.map { item in
            var object = item.draft.json
            object["span"] = .object(["start": .int(Int64(item.start)), "end": .int(Int64(item.end))])
            object["source"] = .string(item.source)
            return .object(object)
        }), "skipped": .int(Int64(skipped))]
    }
}

extension LanguageModel {
    /// Drafts every task in `request.text`: the splitter finds the pieces and this backend
    /// drafts each one as it drafts a single task (an HTTP model's answer is validated and
    /// cross-checked per piece). A person a note names becomes a tag of its task. `force`
    /// splits at every joiner (the person said "split").
    public func draftSet(_ request: DraftRequest, force: Bool = false) throws(BackendError) -> DraftSet {
        let plan = TaskSplitter().split(request.text, force: force)
        let scalars = Array(request.text.unicodeScalars)
        var items: [DraftSet.Item] = []
        for piece in plan.pieces {
            var pieceRequest = request
            pieceRequest.text = piece.text
            var draft = try draft(pieceRequest)
            if let person = piece.person { draft.tags.append(person) }
            draft.tags = TaskDraft.normalizedTags(draft.tags)
            if plan.unsure, plan.pieces.count == 1 { draft.warnings.append(DraftSet.mayBeSeveralWarning) }
            var source = String.UnicodeScalarView()
            source.append(contentsOf: scalars[piece.start..<piece.end])
            items.append(DraftSet.Item(draft: draft, start: piece.start, end: piece.end, source: String(source)))
        }
        return DraftSet(items: items, skipped: plan.skipped)
    }
}
