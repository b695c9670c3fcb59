import TaskDraftKit
import TaskDraftParser

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
    /// What concerns the set as a whole (a review that did not happen, and why); each draft's
    /// own warnings stay in the draft.
    public var warnings: [DraftWarning] = []
    /// A plan's goal as a task of its own ("Move the office"): written first, and every step
    /// without a parent of its own becomes its subtask. Nil for a set of separate tasks.
    public var goal: TaskDraft?

    public var drafts: [TaskDraft] { items.map(\.draft) }

    /// A plan's steps as a set: each came from the whole goal, whose own draft is `goalDraft`.
    public static func plan(_ steps: [TaskDraft], goal: String, goalDraft: TaskDraft? = nil) -> DraftSet {
        let end = goal.unicodeScalars.count
        return DraftSet(items: steps.map { Item(draft: $0, start: 0, end: end, source: goal) }, skipped: 0, goal: goalDraft)
    }

    /// The set as the transcript keeps it: the drafts (draft JSON), their spans, the skip count,
    /// the set's own warnings when it has any.
    public var json: JSONObject {
        var object: JSONObject = ["drafts": .array(items.map { item in
            var object = item.draft.json
            object["span"] = .object(["start": .int(Int64(item.start)), "end": .int(Int64(item.end))])
            object["source"] = .string(item.source)
            return .object(object)
        }), "skipped": .int(Int64(skipped))]
        if !warnings.isEmpty { object["warnings"] = .array(warnings.map { .string($0.english) }) }
        return object
    }
}

extension LanguageModel {
    /// Drafts every task in `request.text`. The splitter finds the pieces; where it finds
    /// several, a backend that answers with several drafts (`draftSeveral`) is asked for the
    /// set in one request, each of its drafts cross-checked against the words it quotes as a
    /// single draft is against its words. Otherwise, and when that answer cannot be used, this
    /// backend drafts each piece as it drafts a single task. A person a note names becomes a
    /// tag of its task. `force` splits at every joiner (the person said "split"). The plan the
    /// drafting entry made (`request.plan`) is drafted as it is: the words are split once.
    public func draftSet(_ request: DraftRequest, force: Bool = false) throws(BackendError) -> DraftSet {
        let plan = request.plan ?? DraftRequest.split(request.text, reading: request.context.readingContext, force: force)
        // One request holds at most one task's words (`TaskDraft.wordsLimit`): longer notes go piece by piece.
        if plan.pieces.count > 1 || plan.skipped > 0, TaskDraft.wordsLimit.excess(request.text) == nil {
            var several = request
            several.shape = .set
            if let answer = try draftSeveral(several), !answer.isEmpty {
                return DraftSet(items: answer.enumerated().map { index, sourced in
                    crossChecked(sourced, index: index, plan: plan, request: request)
                }, skipped: plan.skipped)
            }
        }
        let scalars = Array(request.text.unicodeScalars)
        var items: [DraftSet.Item] = []
        for piece in plan.pieces {
            var pieceRequest = request
            pieceRequest.text = piece.text
            var draft = try draft(pieceRequest)
            if let person = piece.person { draft.tags.append(person) }
            draft.tags = TaskDraft.normalizedTags(draft.tags)
            if plan.unsure, plan.pieces.count == 1 { draft.warnings.append(SplitWarning.maybeSeveral) }
            items.append(DraftSet.Item(draft: draft, start: piece.start, end: piece.end,
                                       source: Self.text(of: scalars[piece.start..<piece.end])))
        }
        return DraftSet(items: items, skipped: plan.skipped)
    }

    /// A model's draft of a set, checked against the words it came from: the words it quotes
    /// when they are in the input, else the splitter's piece in its place. Where those words are
    /// one piece's, the check reads them with the context that governs that piece ("By Monday"
    /// said once for several tasks), as the built-in parser drafts it.
    func crossChecked(_ sourced: SourcedDraft, index: Int, plan: SplitPlan, request: DraftRequest) -> DraftSet.Item {
        let scalars = Array(request.text.unicodeScalars)
        var span: Range<Int>?
        if let source = sourced.source?.trimmingWhitespace(), !source.isEmpty {
            span = Self.find(Array(source.unicodeScalars), in: scalars)
        }
        if span == nil, index < plan.pieces.count {
            span = plan.pieces[index].start..<plan.pieces[index].end
        }
        let range = span ?? 0..<scalars.count
        let words = Self.text(of: scalars[range])
        let overlapping = plan.pieces.filter { $0.start < range.upperBound && range.lowerBound < $0.end }
        let governed = overlapping.count == 1 ? overlapping[0].text : words
        let draft = DraftCrossCheck().check(sourced.draft, words: governed, context: request.context)
        return DraftSet.Item(draft: draft, start: range.lowerBound, end: range.upperBound, source: words)
    }

    static func text(of scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Where `needle` first occurs in `haystack`, as scalar offsets.
    static func find(_ needle: [Unicode.Scalar], in haystack: [Unicode.Scalar]) -> Range<Int>? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start..<(start + needle.count) }
        }
        return nil
    }
}
