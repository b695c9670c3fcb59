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

    public var description: String {
        switch self {
        case .foreignOrigin(let href, let source, let origin):
            return "the server named \(href) (\(source.rawValue)), which is not \(origin); "
                + "credentials go only to the configured scheme, host and port, so it was not followed"
        }
    }
}
