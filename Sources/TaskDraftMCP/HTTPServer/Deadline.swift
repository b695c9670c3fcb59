import TaskDraftKit

/// A moment on the monotonic clock by which something must be done (a request arrive, a
/// response be written); what is left, as `poll` takes it.
struct Deadline: Sendable {
    let nanoseconds: UInt64

    init(afterMilliseconds milliseconds: Int) {
        nanoseconds = MonotonicTime.now.nanoseconds &+ UInt64(max(0, milliseconds)) * 1_000_000
    }

    /// Milliseconds left, at least 0; at most `cap`, so a wait wakes now and then.
    func remainingMilliseconds(cap: Int = Int(Int32.max)) -> Int32 {
        let now = MonotonicTime.now.nanoseconds
        guard nanoseconds > now else { return 0 }
        return Int32(min(UInt64(cap), (nanoseconds - now) / 1_000_000 + 1))
    }

    var hasPassed: Bool { MonotonicTime.now.nanoseconds >= nanoseconds }
}
