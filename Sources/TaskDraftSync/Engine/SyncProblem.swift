import TaskDraftKit

/// Why a sync stopped, as a value made where it happens and worded per language beside it
/// (`SyncProblem+English.swift`, `SyncProblem+Russian.swift`); the English is what `--json`,
/// logs and tests read.
public enum SyncProblem: LocalizedText, Equatable {
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
    /// The address discovery starts at answered its PROPFIND with 404 or 405: no CalDAV server
    /// there (a web server's root), so sync.url names the wrong place.
    case noCalDAVServer(host: String, path: String, status: Int)
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
    /// No connection, or it broke: libcurl's code and the OS's error number.
    case network(DAVTransferProblem)
    /// The server did not answer within the sync's time limit.
    case timedOut(DAVTransferProblem)

    public static var samples: [SyncProblem] {
        let busy = StoreError(kind: .busy, path: "/home/ann/tasks.db", code: 5, message: "database is locked")
        return [
            .foreignOrigin(href: "https://other.example/", source: .redirect, origin: "https://dav.example.org:443"),
            .massDeletion(MassDeletionGuard(here: ["Gym", "Rent", "Call Anna"], there: [], shared: 4)),
            .massDeletion(MassDeletionGuard(here: ["Gym"], there: ["Rent", "Call Anna", "Milk"], shared: 5)),
            .changesNotSaved(.store(busy)), .stateNotSaved(busy), .store(busy), .notHTTPURL("ftp://x"),
            .noCollection("work", server: "dav.example.org", found: ["home", "inbox"]), .noTaskCollection(server: "dav.example.org"),
            .noCalendarHome(host: "dav.example.org"), .noCalDAVServer(host: "dav.example.org", path: "/", status: 405),
            .refusedCredentials(host: "dav.example.org"),
            .tooManyRedirects(host: "dav.example.org", most: 5), .answeredHTTP(request: "REPORT /dav/tasks/", status: 500),
            .serverFailed("update /dav/tasks/a.ics: HTTP 503"), .unreadableAnswer(request: "REPORT /dav/", "unexpected end"),
            .notMultistatus(request: "PROPFIND /dav/", found: "html"), .tooManyElements(request: "REPORT /dav/", most: 100_000),
            .noAnswer, .network(.curl(code: 7, os: SystemError(111), words: "Failed to connect to dav.example.org port 443")),
            .timedOut(.noTimeLeft),
        ]
    }
}
