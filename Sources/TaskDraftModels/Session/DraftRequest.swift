import TaskDraftHTTP
import TaskDraftKit
import TaskDraftParser

/// Everything a backend may use to draft one utterance, and what the session lends it for
/// that draft: read-only access to the tasks (for a model's tools), a journal for what it did,
/// and a cancellation flag (Ctrl-C).
public struct DraftRequest {
    public var text: String
    public var context: DraftContext
    /// The session so far, oldest first; the current utterance is not in it.
    public var transcript: [TranscriptEntry]
    /// Domain reads for the model's `search_tasks`/`list_tasks`; nil offers no tools.
    public var tools: (any TaskReading)?
    /// Where the backend reports tool calls, HTTP exchanges and progress.
    public var journal: DraftJournal?
    public var cancellation: CancellationFlag?
    /// One draft, the set of tasks in the words, a plan's steps, or a review.
    public var shape: DraftShape = .one
    /// For `.review`: the drafts to check and what they were drafted from.
    public var review: ReviewSubject?
    /// The built-in parser's reading of `text` in `context`, when the surface already made it
    /// (`add` reads the words once, for a date that does not exist): the built-in backend
    /// drafts from it instead of reading them again.
    public var reading: BuiltinParser.Analysis?
    /// The tasks the splitter found in `text`, when the words were to be split: the plan the
    /// entry held to the limits is the one drafted, so the words are split once.
    public var plan: SplitPlan?
    /// False when the words' title is not to be the task's (an import record gives its own
    /// title beside its text): the built-in parser leaves a long one whole, with no note or
    /// warning of a cut.
    public var cutsLongTitle = true
    /// Whether an answer the backend cannot use (not a valid draft, once repaired) becomes the
    /// built-in parser's draft with a warning. False for a forced backend (`ForcedModel`): the
    /// person asked for that backend's drafting, so its unusable answer is its failure.
    public var builtinMayStandIn = true
    /// The draft these words change, when they are a refinement of it ("make it Friday", "сделай
    /// высокий приоритет"): every backend answers with the whole changed draft, the built-in one
    /// by `DraftRefiner`, a model's held to that refinement field by field (`DraftCrossCheck.check(refined:…)`).
    public var refining: TaskDraft?

    public init(text: String, context: DraftContext, transcript: [TranscriptEntry] = [], tools: (any TaskReading)? = nil,
                journal: DraftJournal? = nil, cancellation: CancellationFlag? = nil) {
        self.text = text
        self.context = context
        self.transcript = transcript
        self.tools = tools
        self.journal = journal
        self.cancellation = cancellation
    }

    /// The one entry words take to be drafted, whatever the surface. They are refused past
    /// their limit before a word is read: `TaskDraft.wordsLimit`, or for words to be `split`
    /// (`force` splits at every joiner) `TaskDraft.splitLimit` and each task the splitter cuts
    /// from them `wordsLimit`. Then as `check` asks (`WordsCheck`). The split plan and the
    /// built-in parser's reading the check made go with the request, so neither is made again.
    public init(words text: String, context: DraftContext, check: WordsCheck, split: Bool = false, force: Bool = false,
                cutsLongTitle: Bool = true, splitter: WordsSplitter = Self.split, transcript: [TranscriptEntry] = [],
                tools: (any TaskReading)? = nil, journal: DraftJournal? = nil, cancellation: CancellationFlag? = nil) throws(WordsRefusal) {
        var plan: SplitPlan?
        if split {
            plan = try Self.plan(of: text, context: context, force: force, splitter: splitter)
        } else if let length = TaskDraft.wordsLimit.excess(text) {
            throw .tooLong(length)
        }
        self.init(text: text, context: context, transcript: transcript, tools: tools, journal: journal, cancellation: cancellation)
        self.plan = plan
        self.cutsLongTitle = cutsLongTitle
        guard case .attributes(let dates, let names) = check else { return }
        // Without an attribute's name before a colon, and without dates to check, nothing is read.
        guard dates || AttributeWord.mayBeIn(text) else { return }
        let analysis = BuiltinParser().analyze(text, context: context.readingContext, cuttingLongTitle: cutsLongTitle)
        if let refusal = WordsRefusal.first(in: analysis, dates: dates, names: names) { throw refusal }
        // A reading of the whole is a single draft's; split words are drafted piece by piece.
        if !split { reading = analysis }
    }

    /// The same words to be split (at every joiner when `force`), as `init(words:…split: true…)`
    /// takes them: they passed the entry's check, so only the splitter runs and the limits on the
    /// notes and on each task it cuts are held; the reading of the whole is a single draft's.
    public func splitting(force: Bool = false, splitter: WordsSplitter = Self.split) throws(WordsRefusal) -> DraftRequest {
        var notes = self
        notes.plan = try Self.plan(of: text, context: context, force: force, splitter: splitter)
        notes.reading = nil
        return notes
    }

    /// `splitter`'s tasks in `text`. Split notes are bounded as a whole, and each request drafted
    /// from them as one task's words.
    private static func plan(of text: String, context: DraftContext, force: Bool,
                             splitter: WordsSplitter) throws(WordsRefusal) -> SplitPlan {
        if let length = TaskDraft.splitLimit.excess(text) { throw .notesTooLong(length) }
        let plan = splitter(text, context.readingContext, force)
        for (index, piece) in plan.pieces.enumerated() {
            if let length = TaskDraft.wordsLimit.excess(piece.text) { throw .taskTooLong(index + 1, length: length) }
        }
        return plan
    }

    /// The built-in parser's draft of `text`: the reading the entry made, else one made now; of
    /// a refinement, the draft it refines with the fields the words name changed.
    public var builtinDraft: TaskDraft {
        if let refining { return DraftRefiner().refine(refining, with: text, context: context) }
        return reading?.draft ?? BuiltinParser().parse(text, context: context.readingContext, cuttingLongTitle: cutsLongTitle)
    }

    /// A model's draft held to the words: to the built-in reading of them, or of a refinement,
    /// to the built-in refinement of the draft it changes.
    public func crossChecked(_ draft: TaskDraft) -> TaskDraft {
        if let refining {
            return DraftCrossCheck().check(refined: draft, of: refining, words: text, context: context)
        }
        return DraftCrossCheck().check(draft, words: text, context: context)
    }

    /// What a model reads as the person's turn: the words, or for a refinement, the draft it
    /// changes and the words that change it.
    public var turnText: String {
        guard let refining else { return text }
        var draft = refining.json
        draft["backend"] = nil
        draft["warnings"] = nil
        return """
            The draft so far: \(ChatTranscript.text(.object(draft)))
            The user's words below change it. Change only the fields they name, keep every other field as it is, \
            and answer with the whole changed draft.
            Words: \(text)
            """
    }

    /// `TaskSplitter`'s tasks in `text`.
    public static func split(_ text: String, reading: ReadingContext, force: Bool) -> SplitPlan {
        TaskSplitter().split(text, reading: reading, force: force)
    }
}
