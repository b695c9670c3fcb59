import TaskDraftKit
import TaskDraftModels

/// What the desktop's search shows for the words a person typed: first the draft those words
/// make ("Add: Call Anna — Fri 09:00"), then the pending tasks that match them; after a
/// leading "done" word (`done anna`, `готово анна`, `zrobione anna`), the matching tasks to
/// mark done instead. Both GNOME Shell's provider and KRunner's runner list these.
///
/// A result's identifier carries what its activation needs: `task:ID`, `done:ID`, or
/// `draft:KEY:WORDS`. A draft is kept by its key so that choosing it commits what was shown;
/// a service that exited meanwhile drafts the words again. The key is the commit's idempotency
/// key, so a result chosen twice (a double click, a repeated call) is one task.
final class SearchResults {
    enum Hit {
        case draft(key: String, words: String, TaskDraft)
        case task(Task)
        case done(Task)

        var identifier: String {
            switch self {
            case .draft(let key, let words, _): return "draft:\(key):\(words)"
            case .task(let task): return "task:\(task.id)"
            case .done(let task): return "done:\(task.id)"
            }
        }
    }

    /// Results a search lists, at most (the shell shows a few; KRunner a few more).
    static let taskLimit = 20
    /// Drafts kept for their activation: the latest searches' only.
    static let draftsKept = 64
    /// The words that turn a search into "mark these done", in the languages drafts are read in.
    static let doneWords: Set<String> = ["done", "готово", "сделано", "выполнено", "zrobione", "gotowe", "zrobione:"]

    private var drafts: [String: TaskDraft] = [:]
    private var order: [String] = []
    private let parser = BuiltinModel()

    /// The hits for `words`, drafted at `context`'s moment by the built-in parser (instant and
    /// offline: the shell drops a provider that is slow to answer).
    func hits(for words: String, context: DraftContext, planner: Planner, caller: Caller) throws(SystemError) -> [Hit] {
        let trimmed = words.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !trimmed.isEmpty else { return [] }
        let first = trimmed.split(separator: " ").first.map { $0.lowercased() } ?? ""
        if Self.doneWords.contains(first) {
            let rest = trimmed.split(separator: " ").dropFirst().joined(separator: " ")
            guard !rest.isEmpty else { return [] }
            return try matching(rest, planner: planner, caller: caller).map(Hit.done)
        }
        var hits: [Hit] = []
        let draft = self.draft(trimmed, context: context)
        var searchWords = trimmed
        if let draft, (try? draft.validated()) != nil {
            let key = RandomID.hexString(RandomID.randomBytes(8))
            keep(key, draft)
            hits.append(.draft(key: key, words: trimmed, draft))
            // "call Anna tomorrow 9" finds tasks about calling Anna, not ones that say "9".
            searchWords = draft.title
        }
        hits += try matching(searchWords, planner: planner, caller: caller).map(Hit.task)
        return hits
    }

    /// The draft a draft result's identifier names: the one shown, or the words drafted again.
    func draft(identifiedBy identifier: String, context: DraftContext) -> (key: String, draft: TaskDraft)? {
        let parts = identifier.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "draft", !parts[1].isEmpty else { return nil }
        let key = String(parts[1])
        if let kept = drafts[key] { return (key, kept) }
        return self.draft(String(parts[2]), context: context).map { (key, $0) }
    }

    private func draft(_ words: String, context: DraftContext) -> TaskDraft? {
        let request = DraftRequest(text: words, context: context, transcript: [])
        guard let draft = try? parser.draft(request), !draft.title.isEmpty else { return nil }
        return draft
    }

    private func keep(_ key: String, _ draft: TaskDraft) {
        drafts[key] = draft
        order.append(key)
        if order.count > Self.draftsKept {
            drafts[order.removeFirst()] = nil
        }
    }

    private func matching(_ words: String, planner: Planner, caller: Caller) throws(SystemError) -> [Task] {
        let filter = TaskFilter(statuses: [.pending], text: words, limit: Self.taskLimit)
        do { return try planner.tasks(matching: filter, caller: caller) } catch { throw SystemError(error) }
    }

    /// A task result's id (`task:12`, `done:12`), or nil.
    static func taskID(_ identifier: String, prefix: String) -> Int64? {
        guard identifier.hasPrefix(prefix + ":") else { return nil }
        return Int64(identifier.dropFirst(prefix.count + 1))
    }
}
