import TaskDraftKit

/// Why a sync stopped, as a value the CLI words per language (`Message.syncProblem`); the
/// English here is what `--json`, logs and tests read.
public enum SyncProblem: Sendable, Equatable, CustomStringConvertible {
    /// Where a server named an href.
    public enum HrefSource: String, Sendable {
        case principal = "current-user-principal"
        case calendarHome = "calendar-home-set"
        case collection = "a calendar collection"
        case resource = "a resource"
        case redirect = "a redirect"
        case request = "a request"
    }

    /// The server named an href on another origin than the configured one (`href` with any
    /// user name or password taken out); nothing was sent there.
    case foreignOrigin(href: String, source: HrefSource, origin: String)
    /// The sync would delete more tasks than `MassDeletionGuard` lets through; nothing was
    /// changed on either side.
    case massDeletion(MassDeletionGuard)
    /// What the server brought could not be written here (the commit's failure).
    case changesNotSaved(IntentError)
    /// The sync's own state (etags, hrefs) could not be written; the next sync compares afresh.
    case stateNotSaved(StoreError)
    /// The task database failed while the sync read or wrote it.
    case store(StoreError)
    // The server and the configuration.
    case notHTTPURL(String)
    /// The collection sync.collection names is not on `server`; `found` are the ones that are.
    case noCollection(String, server: String, found: [String])
    case noTaskCollection(server: String)
    case noCalendarHome(host: String)
    case refusedCredentials(host: String)
    case tooManyRedirects(host: String, most: Int)
    /// A request (`REPORT /dav/tasks/`) answered with a status the sync cannot use.
    case answeredHTTP(request: String, status: Int)
    /// A 5xx to a push (`what`: `update /dav/tasks/a.ics: HTTP 503`); the sync stops.
    case serverFailed(String)
    // An answer the sync cannot read: the request, and the XML reader's own words.
    case unreadableAnswer(request: String, String)
    case notMultistatus(request: String, found: String)
    case tooManyElements(request: String, most: Int)
    /// The thread that made a request ended without its answer.
    case noAnswer

    public var description: String {
        switch self {
        case .foreignOrigin(let href, let source, let origin):
            return "the server named \(href) (\(source.rawValue)), which is not \(origin); "
                + "credentials go only to the configured scheme, host and port, so it was not followed"
        case .massDeletion(let deletions):
            var parts: [String] = []
            if !deletions.here.isEmpty { parts.append("\(deletions.here.count) here (deleted on the server)") }
            if !deletions.there.isEmpty { parts.append("\(deletions.there.count) on the server (deleted here)") }
            return "this sync would delete " + parts.joined(separator: " and ") + " of the \(deletions.shared) tasks synced before; "
                + "nothing was changed (run sync --force-delete to proceed)"
        case .changesNotSaved(let error): return "the server's changes could not be saved: \(error)"
        case .stateNotSaved(let error): return "the sync state could not be saved: \(error)"
        case .store(let error): return error.description
        case .notHTTPURL(let url): return "sync.url: \(url) is not an http(s) URL"
        case .noCollection(let name, let server, let found):
            return "no collection \"\(name)\" on \(server) (found: \(found.joined(separator: ", ")))"
        case .noTaskCollection(let server): return "no collection on \(server) holds tasks (VTODO)"
        case .noCalendarHome(let host): return "\(host) names no calendar home (no calendar-home-set for the user)"
        case .refusedCredentials(let host): return "\(host) refused the user name or password (HTTP 401)"
        case .tooManyRedirects(let host, let most): return "\(host): more than \(most) redirects"
        case .answeredHTTP(let request, let status): return "\(request) answered HTTP \(status)"
        case .serverFailed(let what): return "the server failed at \(what); run sync again later"
        case .unreadableAnswer(let request, let error): return "\(request): \(error)"
        case .notMultistatus(let request, let found): return "\(request): expected a DAV:multistatus, found \(found)"
        case .tooManyElements(let request, let most): return "\(request): the answer holds more than \(most) elements to keep"
        case .noAnswer: return "the request's thread ended without an answer"
        }
    }
}
