import Synchronization
import TaskDraftKit

/// At most one log line a second per kind of event (a revoked token by its name, a refused
/// origin, a token over its rate): a flood of refused requests is a line a second on stderr,
/// not a line a request.
final class LogThrottle: Sendable {
    private let lastLogged = Mutex<[String: UInt64]>([:])
    /// Kinds remembered at most; past this the memory starts over (a few extra lines, never more memory).
    static let maximumKinds = 1024

    /// Whether an event of `kind` may be logged now.
    func allows(_ kind: String) -> Bool {
        let now = MonotonicTime.now.nanoseconds
        return lastLogged.withLock { lastLogged in
            if let last = lastLogged[kind], now &- last < 1_000_000_000 { return false }
            if lastLogged.count >= Self.maximumKinds { lastLogged.removeAll() }
            lastLogged[kind] = now
            return true
        }
    }
}
