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

    public init(text: String, context: DraftContext, transcript: [TranscriptEntry] = [], tools: (any TaskReading)? = nil,
                journal: DraftJournal? = nil, cancellation: CancellationFlag? = nil) {
        self.text = text
        self.context = context
        self.transcript = transcript
        self.tools = tools
        self.journal = journal
        self.cancellation = cancellation
    }
}
