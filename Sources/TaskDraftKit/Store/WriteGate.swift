import Glibc
import Synchronization

/// One write transaction at a time among this process's connections to one database file.
/// SQLite keeps writers apart by making the second retry in its busy handler, which sleeps 1,
/// 2, 5, 10, 15, 20, 25… ms between tries: when many threads of one process write (the HTTP
/// agent server, a connection per conversation), a writer sleeps on long after the lock came
/// free, and 16 clients were served at a third of one client's rate. Waiting here instead
/// wakes the next writer as the lock is released. SQLite's own lock and busy timeout still
/// keep other processes apart.
final class WriteGate: @unchecked Sendable {
    private let lock = ConditionLock()
    /// Guarded by `lock`.
    private var held = false

    private static let gates = Mutex<[String: WriteGate]>([:])

    /// The gate of the file at `path`, shared by every connection this process opens to it;
    /// nil for a database that is no file (`:memory:`, a temporary one), which no other
    /// connection can share.
    static func forFile(_ path: String) -> WriteGate? {
        guard !path.isEmpty, path != ":memory:", !path.hasPrefix("file:") else { return nil }
        let key = realpath(path, nil).map { resolved in
            defer { free(resolved) }
            return String(cString: resolved)
        } ?? path
        return gates.withLock { gates in
            if let gate = gates[key] { return gate }
            let gate = WriteGate()
            gates[key] = gate
            return gate
        }
    }

    /// Waits until no other connection of this process writes, for at most `milliseconds`;
    /// false when that passed first (the caller goes on, and SQLite's busy timeout decides).
    func enter(within milliseconds: Int) -> Bool {
        let deadline = MonotonicTime.now.nanoseconds &+ UInt64(max(0, milliseconds)) * 1_000_000
        return lock.withLock {
            while held {
                let now = MonotonicTime.now.nanoseconds
                guard now < deadline else { return false }
                lock.wait(milliseconds: Int((deadline - now) / 1_000_000) + 1)
            }
            held = true
            return true
        }
    }

    func leave() {
        lock.withLock {
            held = false
            lock.broadcast()
        }
    }
}
