import TaskDraftKit

/// A drafting backend: turns a person's words (with the transcript and Skills) into a draft.
///
/// The built-in parser and every HTTP model conform; the session factory picks one.
/// Drafting is synchronous: the CLI runs one command per process, and batch work that
/// wants concurrency runs several drafts on threads.
public protocol LanguageModel: Sendable {
    /// The backend's name in config and in drafts' `backend` field.
    var name: String { get }
    /// Whether it can draft now, and if not, why.
    var availability: Availability { get }
    /// Where the user's words go when this backend drafts ("this machine", a host name).
    var destination: String { get }
    func draft(_ request: DraftRequest) throws(BackendError) -> TaskDraft
    /// The server the model log files this backend's requests under (`host:port`); nil for
    /// a backend that sends none.
    var loggedHost: String? { get }
    /// True when drafting never waits on a server (the built-in parser, or a chain of only
    /// such backends): no progress display, no worker threads.
    var draftsInProcess: Bool { get }
    /// Takes what earlier processes learnt about this backend's server from the model log.
    func recall(_ memory: ModelLogMemory)
    /// Several drafts from one answer, for `request.shape` `.set` (the tasks in the words) or
    /// `.plan` (the steps toward a goal); each validated as a single draft is. nil when this
    /// backend drafts one task at a time (the built-in parser: the splitter then finds the
    /// tasks) or its answer could not be used.
    func draftSeveral(_ request: DraftRequest) throws(BackendError) -> [SourcedDraft]?
}

// MARK: - Default Implementation

extension LanguageModel {
    public var loggedHost: String? { nil }
    public var draftsInProcess: Bool { false }
    /// Most backends have nothing to learn from earlier runs.
    public func recall(_ memory: ModelLogMemory) {}
    public func draftSeveral(_ request: DraftRequest) throws(BackendError) -> [SourcedDraft]? { nil }
}

/// A draft a model returned among several, with the user's words it says it came from.
public struct SourcedDraft: Sendable, Hashable {
    public var draft: TaskDraft
    public var source: String?

    public init(draft: TaskDraft, source: String?) {
        self.draft = draft
        self.source = source
    }
}

/// What a request asks for: one task (every draft so far), every task in the words, or the
/// steps toward a goal.
public enum DraftShape: String, Sendable, Hashable {
    case one, set, plan
}

/// What the model log remembers across runs, by backend name and host; asked lazily, so the
/// database is opened only when a backend asks.
public struct ModelLogMemory {
    /// The answer form the log last saw the server accept.
    public let lastAcceptedMode: (_ backend: String, _ host: String) -> String?
    /// Seconds since the server last failed to answer (a timeout, refused or reset), when the
    /// newest exchange with it was such a failure.
    public let secondsSinceUnanswered: (_ backend: String, _ host: String) -> Double?

    public init(lastAcceptedMode: @escaping (_ backend: String, _ host: String) -> String?,
                secondsSinceUnanswered: @escaping (_ backend: String, _ host: String) -> Double?) {
        self.lastAcceptedMode = lastAcceptedMode
        self.secondsSinceUnanswered = secondsSinceUnanswered
    }
}

/// Whether a backend can be used, with the reason when it cannot.
public enum Availability: Sendable, Hashable, CustomStringConvertible {
    case available
    case unavailable(UnavailableReason)

    public var isAvailable: Bool { self == .available }

    public var description: String {
        switch self {
        case .available: return "available"
        case .unavailable(let reason): return "unavailable: \(reason)"
        }
    }
}

public enum UnavailableReason: Sendable, Hashable, CustomStringConvertible {
    case notConfigured(String)
    case noKey(String)
    case serverNotAnswering(String)
    case notEligible(String)
    case notAllowedInRegion(String)

    public var description: String {
        switch self {
        case .notConfigured(let what): return "not configured (\(what))"
        case .noKey(let why): return "no API key (\(why))"
        case .serverNotAnswering(let host): return "server not answering (\(host))"
        case .notEligible(let why): return "not eligible on this device (\(why))"
        case .notAllowedInRegion(let region): return "not allowed in region \(region)"
        }
    }
}

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
    /// One draft, the set of tasks in the words, or a plan's steps.
    public var shape: DraftShape = .one

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

/// The facts a draft is resolved against: the moment, the zone, the region, the Skills.
public struct DraftContext: Sendable {
    public var now: Instant
    public var zone: Zone
    public var region: Region
    public var skills: Skills

    public init(now: Instant, zone: Zone, region: Region, skills: Skills) {
        self.now = now
        self.zone = zone
        self.region = region
        self.skills = skills
    }

    /// Today in the session's zone.
    public var today: CivilDate { zone.date(of: now) }
    public var localNow: LocalDateTime { zone.local(now).0 }
}

/// A backend failure, naming the backend and host, never a key.
public struct BackendError: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable, Hashable {
        case unavailable, timeout, http(Int), invalidResponse, cancelled, transport
    }

    public let backend: String
    public let host: String?
    public let kind: Kind
    public let detail: String

    public init(backend: String, host: String? = nil, kind: Kind, detail: String) {
        self.backend = backend
        self.host = host
        self.kind = kind
        self.detail = detail
    }

    public var description: String {
        let place = host.map { " at \($0)" } ?? ""
        switch kind {
        case .http(let status): return "backend \(backend)\(place): HTTP \(status): \(detail)"
        default: return "backend \(backend)\(place): \(detail)"
        }
    }
}
