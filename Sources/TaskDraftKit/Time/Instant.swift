import Glibc

/// A point in time: whole seconds since the Unix epoch, UTC.
public struct Instant: Sendable, Hashable, Comparable {
    public var seconds: Int64

    public init(seconds: Int64) { self.seconds = seconds }

    public static var now: Instant {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Instant(seconds: Int64(ts.tv_sec))
    }

    public func adding(seconds delta: Int64) -> Instant { Instant(seconds: seconds + delta) }

    public static func < (a: Instant, b: Instant) -> Bool { a.seconds < b.seconds }
}
