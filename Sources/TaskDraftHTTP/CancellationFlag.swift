import Synchronization

/// A flag a transfer checks while it runs; setting it aborts the transfer within about a
/// second (libcurl's progress callback interval when nothing arrives).
///
/// `interrupt` is the one the REPL's SIGINT handler sets: an atomic store is lock-free, so it
/// is safe from a signal handler.
public final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
    public func cancel() { flag.store(true, ordering: .relaxed) }
    public func reset() { flag.store(false, ordering: .relaxed) }

    /// Set by Ctrl-C while a draft is in flight (see the REPL).
    public static let interrupt = CancellationFlag()
}
