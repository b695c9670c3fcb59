import TaskDraftKit
import TaskDraftModels

/// Everything one `tools/call` runs with: the tool, its arguments, who is calling, the domain,
/// and how to reach the person behind the client.
final class ToolCall {
    let tool: ToolDescriptor
    let arguments: ToolArguments
    let caller: Caller
    let client: ClientContext
    let planner: Planner
    let person: PersonChannel
    let pending: PendingConfirmations
    /// The person's language, for what the client shows them (`ServerIdentity.language`).
    let language: Language
    private let sessionProvider: () -> DraftingSession
    private var usedSession: DraftingSession?

    init(tool: ToolDescriptor, arguments: ToolArguments, caller: Caller, client: ClientContext, planner: Planner,
         person: PersonChannel, pending: PendingConfirmations, language: Language = .english,
         session: @escaping () -> DraftingSession) {
        self.tool = tool
        self.arguments = arguments
        self.caller = caller
        self.client = client
        self.planner = planner
        self.person = person
        self.pending = pending
        self.language = language
        self.sessionProvider = session
    }

    var zone: Zone { planner.zone }

    /// The caller's drafting session, which keeps the transcript of what this agent said and did.
    var session: DraftingSession {
        if let usedSession { return usedSession }
        let session = sessionProvider()
        usedSession = session
        return session
    }

    /// Drafts `text` with the session's backend, as of now (a server runs for hours; the
    /// session's context was made when it started). Words the drafting entry refuses
    /// (`WordsCheck`: a date that does not exist only where they are to be written, `dates`)
    /// are a tool error, `refused(_:)`; nothing is drafted or written.
    func draft(_ text: String, dates: Bool) throws -> TaskDraft {
        let session = self.session
        session.context.now = planner.now
        do throws(DraftFailure) {
            return try session.draft(text, check: .attributes(dates: dates))
        } catch {
            switch error {
            case .refused(let refusal): throw Self.refused(refusal)
            case .backend(let error): throw error
            }
        }
    }

    /// Refuses `text` as `add` refuses its words, before any backend drafts it, where the
    /// arguments are read together (`ToolInputProblems`): the drafting entry's check alone.
    func refuseWords(_ text: String, dates: Bool) throws(ToolInputError) {
        let session = self.session
        session.context.now = planner.now
        do throws(WordsRefusal) {
            _ = try DraftRequest(words: text, context: session.context, check: .attributes(dates: dates))
        } catch {
            throw Self.refused(error)
        }
    }

    /// A refusal of the words as an agent reads it: an attribute whose value its field cannot
    /// take (`due:xyz`) named by the field, a date that does not exist, words past the limit.
    static func refused(_ refusal: WordsRefusal) -> ToolInputError {
        switch refusal {
        case .attribute(let name, let value, let field, let expected):
            let problem = DraftFieldProblem.notReadable(value, expected: expected)
            return ToolInputError("`text` sets \(field) with \(name):\(value), and \(problem.english); nothing was drafted or written. "
                + "Correct the word or leave it out (\(CreateTaskTool.name) also takes `\(field)` as an argument of its own).")
        // The tools draft one task's words and never split: only `tooLong` is asked of them.
        case .tooLong(let length), .notesTooLong(let length), .taskTooLong(_, let length):
            return ToolInputError("`text` has \(length) characters; at most \(TaskDraft.maximumWordsLength) are drafted at once, and nothing was "
                + "drafted or written. Give one task's words, or the fields themselves (`title`, `notes`).")
        case .notInCalendar(let written):
            return ToolInputError("`text` names \(RefusedValue.quoted(written)), which is not a date in the calendar; nothing was written.")
        case .unknownAttribute(let name, let suggestion):
            return ToolInputError("`text` holds \(name):…, and \(name) is no attribute; did you mean \(suggestion)? Nothing was "
                + "drafted or written. Correct the word, or quote it if it belongs to the title.")
        }
    }

    /// Refuses a draft whose words name several open tasks by title ("after the budget"): an
    /// agent names the one it means, by number, and nothing is written meanwhile.
    func refuseAmbiguousDependency(_ draft: TaskDraft) throws(ToolInputError) {
        guard let several = draft.warnings.lazy.compactMap({ $0.as(DependencyNameWarning.self) }).first else { return }
        throw ToolInputError("`text`: \(several.english); nothing was written. Give `depends` the task's id, "
            + "or name it in `text` as \"after task N\".")
    }

    /// Submits through the domain (`Planner.submit`: the commit path, or a proposal when the
    /// policy says this agent may only propose), with this agent's transcript: the result is
    /// recorded there and returned as the tool's result.
    func commit<Intent: ProposableIntent>(_ intent: Intent, confirmation: Confirmation = .none) throws(IntentError) -> ToolOutcome {
        switch try planner.submit(intent, caller: caller, confirmation: confirmation, transcript: session.transcript) {
        case .committed(let done): return .success(done.output)
        case .proposed(let proposal, let again): return .success(proposed(proposal, again: again))
        }
    }

    /// Leaves `intent` for the person to review (`Planner.propose`), when the domain lets this
    /// agent propose it.
    func propose<Intent: ProposableIntent>(_ intent: Intent) throws(IntentError) -> ToolOutcome {
        let (proposal, again) = try planner.propose(intent, caller: caller, transcript: session.transcript)
        return .success(proposed(proposal, again: again))
    }

    /// `{"result": "proposed", "proposal": {…}, "warnings": […]}`.
    private func proposed(_ proposal: Proposal, again: Bool) -> JSONObject {
        var output = Planner.proposedOutput(proposal, in: zone, now: planner.now)
        output["warnings"] = .array((proposal.change.draft?.warnings ?? []).map { .string($0.english) })
        if again { output["already_proposed"] = .bool(true) }
        return output
    }

    /// Writes what the call added to the transcript and no commit wrote (a draft, a dry run).
    /// Best effort: the call's own outcome must not turn into a failure because the transcript
    /// could not be written.
    func finish() {
        try? usedSession?.flush()
    }
}
