import TaskDraftHTTP
import TaskDraftKit
import TaskDraftParser

/// One conversation: a backend, the context it drafts in, and the transcript it keeps.
///
/// Every turn is recorded (prompt, draft, decision) in `transcript`, the domain's
/// `SessionTranscript`: a commit is given that (`Planner.commit(_:…transcript:)`) and writes
/// the buffered entries with its result in its own transaction.
public final class DraftingSession {
    public let store: TaskStore
    public let caller: Caller
    public let model: any LanguageModel
    public var context: DraftContext {
        didSet { transcript.now = context.now }
    }
    public let transcript: SessionTranscript
    public var session: TranscriptSession? { transcript.session }
    /// Everything said in this session, oldest first (written and pending).
    public var history: [TranscriptEntry] { transcript.history }
    /// Domain reads a model's tools may make, as this session's caller; nil offers no tools.
    public var tools: (any TaskReading)?

    public init(store: TaskStore, caller: Caller, model: any LanguageModel, context: DraftContext,
                tools: (any TaskReading)? = nil) {
        self.store = store
        self.caller = caller
        self.model = model
        self.context = context
        self.tools = tools
        transcript = SessionTranscript(store: store, caller: caller, backend: model.name, now: context.now)
    }

    /// Finds the tasks in words to be split: `TaskSplitter`, unless a test counts its calls.
    public var splitter: WordsSplitter = DraftRequest.split

    /// Drafts a new task from the user's words, held to the limit and to `check` before any
    /// backend reads them (`DraftRequest(words:…)`); a reading the check made is drafted from.
    /// The model's tool calls and outputs join the transcript between the prompt and the draft;
    /// its HTTP exchanges are logged on `flush()`, also when it fails. Refused words join no
    /// transcript.
    public func draft(_ text: String, check: WordsCheck = .limit, progress: ((DraftProgress) -> Void)? = nil,
                      cancellation: CancellationFlag? = nil) throws(DraftFailure) -> TaskDraft {
        try draft(entry(text, check: check), progress: progress, cancellation: cancellation)
    }

    /// Drafts a new task from words the drafting entry took before this session was made
    /// (`DraftRequest(words:…)`): a command refuses them before it opens the store, so refused
    /// words create no database. The session lends the request its transcript, tools and journal.
    public func draft(_ words: DraftRequest, progress: ((DraftProgress) -> Void)? = nil,
                      cancellation: CancellationFlag? = nil) throws(DraftFailure) -> TaskDraft {
        let draft = try turn(words, progress: progress, cancellation: cancellation) { (request) throws(BackendError) in
            try model.draft(request)
        }.linkingDependencyName(in: store).checkingDateOrder(in: context.zone)
        record(.draft(draft, at: context.now))
        return draft
    }

    /// Drafts every task in the user's words (`LanguageModel.draftSet`), split once and held to
    /// the notes' limit and each task to the words' (`DraftRequest(words:…)`), and to `check`;
    /// reviewed by `reviewer` when there are several. The set joins the transcript as one
    /// `draft_set` tool output, so a later turn sees what was proposed.
    public func draftSet(_ text: String, force: Bool = false, check: WordsCheck = .limit,
                         progress: ((DraftProgress) -> Void)? = nil,
                         cancellation: CancellationFlag? = nil) throws(DraftFailure) -> DraftSet {
        try draftSet(entry(text, check: check, split: true, force: force), force: force, progress: progress,
                     cancellation: cancellation)
    }

    /// `draftSet` of words an earlier turn took, split again by `splitAgain`.
    public func draftSet(splittingAgain words: DraftRequest, force: Bool, progress: ((DraftProgress) -> Void)? = nil,
                         cancellation: CancellationFlag? = nil) throws(DraftFailure) -> DraftSet {
        try draftSet(splitAgain(words, force: force), force: force, progress: progress, cancellation: cancellation)
    }

    /// Words an earlier turn took, split again (at every joiner when `force`: the person said
    /// "split" at the card, or the backend could not plan them) by `DraftRequest.splitting(force:)`:
    /// they passed the entry's check, so only this session's splitter runs and the limits are held.
    /// Every surface splits again here, so the splitter that split them at the entry splits them again.
    public func splitAgain(_ words: DraftRequest, force: Bool) throws(DraftFailure) -> DraftRequest {
        try DraftFailure.refusing { () throws(WordsRefusal) in try words.splitting(force: force, splitter: splitter) }
    }

    /// `draftSet` of notes the drafting entry split and took before this session was made
    /// (`DraftRequest(words:…split: true…)`), as `draft(_:)` of a request.
    public func draftSet(_ meetingNotes: DraftRequest, force: Bool = false, progress: ((DraftProgress) -> Void)? = nil,
                         cancellation: CancellationFlag? = nil) throws(DraftFailure) -> DraftSet {
        var set = try turn(meetingNotes, progress: progress, cancellation: cancellation) {
            (request) throws(BackendError) in try model.draftSet(request, force: force, reviewedBy: reviewer)
        }
        for index in set.items.indices {
            set.items[index].draft = set.items[index].draft.linkingDependencyName(in: store).checkingDateOrder(in: context.zone)
        }
        // One task reads as a draft always did; several as the set.
        if set.items.count == 1 {
            record(.draft(set.items[0].draft, at: context.now))
        } else {
            record(.toolOutput(Self.draftSetTool, output: .object(set.json), at: context.now))
        }
        return set
    }

    /// Breaks a goal into step drafts with `model` (the plan phase's backend; this session's by
    /// default), reviewed by `reviewer`; the goal is held to the words' limit first. The steps
    /// join the transcript as one `draft_set` tool output, marked as a plan.
    public func plan(_ goal: String, using model: (any LanguageModel)? = nil, progress: ((DraftProgress) -> Void)? = nil,
                     cancellation: CancellationFlag? = nil) throws(DraftFailure) -> PlanOutcome {
        try plan(entry(goal, check: .limit), using: model, progress: progress, cancellation: cancellation)
    }

    /// `plan` of a goal the drafting entry took before this session was made, as `draft(_:)` of a request.
    public func plan(_ goal: DraftRequest, using model: (any LanguageModel)? = nil, progress: ((DraftProgress) -> Void)? = nil,
                     cancellation: CancellationFlag? = nil) throws(DraftFailure) -> PlanOutcome {
        let planner = model ?? self.model
        let outcome = try turn(goal, offersTools: false, progress: progress, cancellation: cancellation) {
            (request) throws(BackendError) in try planner.plan(request, reviewedBy: reviewer)
        }
        if case .steps(let set) = outcome {
            var output = set.json
            output["plan"] = .string(goal.text)
            record(.toolOutput(Self.draftSetTool, output: .object(output), at: context.now))
        }
        return outcome
    }

    /// The backend of the review phase (config.json `"phases": {"review": NAME}`); nil when
    /// none is configured, and then sets and plans are not reviewed. Found by `findReviewer`
    /// when a set or a plan first needs it, so a single draft never waits on choosing it.
    public lazy var reviewer: (any LanguageModel)? = findReviewer?()
    public var findReviewer: (() -> (any LanguageModel)?)?

    /// The drafting entry's request of `text` in this session's context, split by `splitter`;
    /// refused words are this turn's failure. A surface that may split the words again keeps it
    /// for `draftSet(splittingAgain:…)`.
    public func entry(_ text: String, check: WordsCheck, split: Bool = false, force: Bool = false) throws(DraftFailure) -> DraftRequest {
        try DraftFailure.refusing { () throws(WordsRefusal) in
            try DraftRequest(words: text, context: context, check: check, split: split, force: force, splitter: splitter)
        }
    }

    /// One turn of the model's: words the drafting entry took, lent the transcript so far, the
    /// tools and a journal; the prompt recorded, and what the model did (tool calls and outputs,
    /// HTTP exchanges) kept whether `body` succeeds or fails. Tool entries come before what the
    /// caller records next.
    private func turn<Value>(_ words: DraftRequest, offersTools: Bool = true, progress: ((DraftProgress) -> Void)?,
                             cancellation: CancellationFlag?,
                             _ body: (DraftRequest) throws(BackendError) -> Value) throws(DraftFailure) -> Value {
        let journal = DraftJournal(progress: progress)
        var request = words
        request.transcript = history
        request.tools = offersTools ? tools : nil
        request.journal = journal
        request.cancellation = cancellation
        record(.prompt(request.text, at: context.now))
        defer {
            for entry in journal.entries { record(entry) }
            transcript.record(exchanges: journal.exchanges)
        }
        let value: Value
        do throws(BackendError) { value = try body(request) } catch { throw .backend(error) }
        for entry in journal.entries { record(entry) }
        journal.clearEntries()
        return value
    }

    /// The transcript's name for a proposed set of drafts.
    public static let draftSetTool = "draft_set"

    /// Re-drafts `draft` with a refinement in words, through this session's backend as a new
    /// draft is (a forced one alone, a chain with its fallback): the fields the words name change,
    /// the rest stay, and a model's answer is held to the built-in refinement field by field
    /// (`DraftRequest.refining`). A task named by its title ("after the budget is approved") is
    /// looked up as a new task's words are; `excluding` is the stored task being refined, which
    /// cannot wait for itself.
    public func refine(_ draft: TaskDraft, with text: String, excluding task: Int64? = nil,
                       progress: ((DraftProgress) -> Void)? = nil,
                       cancellation: CancellationFlag? = nil) throws(DraftFailure) -> TaskDraft {
        var words = try entry(text, check: .limit)
        words.refining = draft
        let refined = try turn(words, progress: progress, cancellation: cancellation) { (request) throws(BackendError) in
            try model.draft(request)
        }.linkingDependencyName(in: store, excluding: task).checkingDateOrder(in: context.zone)
        record(.draft(refined, at: context.now))
        return refined
    }

    public func record(_ entry: TranscriptEntry) {
        transcript.record(entry)
    }

    /// Writes buffered entries and model exchanges, creating the session row on first use.
    public func flush() throws(StoreError) {
        try transcript.flush()
    }
}
