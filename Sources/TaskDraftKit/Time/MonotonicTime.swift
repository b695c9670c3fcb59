import Glibc

/// A monotonic clock reading for measuring how long something took.
public struct MonotonicTime: Sendable {
    public let nanoseconds: UInt64

    public init(nanoseconds: UInt64) { self.nanoseconds = nanoseconds }

    public static var now: MonotonicTime {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return MonotonicTime(nanoseconds: UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec))
    }

    /// Milliseconds since the Unix epoch by the wall clock (not monotonic; for time-ordered ids).
    public static var wallClockMilliseconds: Int64 {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
    }

    public func milliseconds(since start: MonotonicTime) -> Double {
        Double(nanoseconds &- start.nanoseconds) / 1_000_000
    }

    /// This moment `seconds` later (a deadline).
    public func adding(seconds: Double) -> MonotonicTime {
        MonotonicTime(nanoseconds: nanoseconds &+ UInt64(max(0, seconds) * 1e9))
    }

    /// Seconds from `other` until this moment (negative once it has passed).
    public func seconds(from other: MonotonicTime) -> Double {
        (Double(nanoseconds) - Double(other.nanoseconds)) / 1e9
    }
}
