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
        }
    }
}
