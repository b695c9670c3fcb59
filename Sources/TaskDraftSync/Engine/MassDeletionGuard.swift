/// How many deletions one sync makes without being told to: a server whose collection comes
/// back empty (a wiped account, a misconfigured path, a server that lost its storage) would
/// otherwise take every local task with it, and an `undo` of a large import here would take
/// the server's copies. A sync that would delete, on either side, at least `minimum` tasks
/// and more than half of those the two sides shared at the last sync stops before anything
/// is changed and names them; `sync --force-delete` proceeds (vdirsyncer asks the same).
public struct MassDeletionGuard: Sendable, Equatable {
    /// Fewer deletions than this always go through: a person deleting two tasks on a phone.
    public static let minimum = 3

    /// The tasks that would go here (the server deleted them) and there (deleted here), by title.
    public var here: [String]
    public var there: [String]
    /// The tasks the collection and this database shared after the last sync.
    public var shared: Int

    public init(here: [String], there: [String], shared: Int) {
        self.here = here
        self.there = there
        self.shared = shared
    }

    /// True when either side's deletions are too many to go through without `--force-delete`.
    public var stops: Bool { Self.isMass(here.count, of: shared) || Self.isMass(there.count, of: shared) }

    static func isMass(_ count: Int, of shared: Int) -> Bool {
        count >= minimum && count * 2 > shared
    }
}
