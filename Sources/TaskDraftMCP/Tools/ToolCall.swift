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
    /// session's context was made when it started).
    func draft(_ text: String) throws(BackendError) -> TaskDraft {
        let session = self.session
        session.context.now = planner.now
        return try session.draft(text)
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
