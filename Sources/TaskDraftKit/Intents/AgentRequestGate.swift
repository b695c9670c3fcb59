import Synchronization

/// Applies `RequestLimit`s: one bucket per `WriteLimitKey` (a token, a connection), so one
/// agent's flood is its own refusals and never another agent's wait, and no name a client
/// gives itself opens a new bucket. Shared by every request a server handles; thread-safe.
public final class AgentRequestGate: Sendable {
    public enum Admission: Sendable, Hashable {
        /// Go ahead; call `release` when the request is answered.
        case admitted
        /// Over the rate (or too many at once): try again after this many seconds.
        case limited(retryAfterSeconds: Int)
    }

    private struct Bucket {
        var tokens: Double
        var refilled: UInt64
        var inFlight = 0
    }

    /// Buckets kept at most; past this, full idle ones are forgotten (a forgotten bucket is a
    /// full one, so nothing is lost by it).
    static let maximumBuckets = 4096

    private let buckets = Mutex<[WriteLimitKey: Bucket]>([:])
    private let clock: @Sendable () -> UInt64

    /// `clock`: monotonic nanoseconds (tests pass their own).
    public init(clock: @escaping @Sendable () -> UInt64 = { MonotonicTime.now.nanoseconds }) {
        self.clock = clock
    }

    /// Admits one request counted under `key` within `limit`, or says when to retry.
    public func admit(_ key: WriteLimitKey, within limit: RequestLimit) -> Admission {
        buckets.withLock { buckets in
            // Read under the lock: a moment taken before waiting for it could be older than the
            // last refill, and the bucket would refill by a negative time.
            let now = clock()
            if buckets[key] == nil, buckets.count >= Self.maximumBuckets {
                buckets = buckets.filter { $0.value.inFlight > 0 }
            }
            var bucket = buckets[key] ?? Bucket(tokens: Double(limit.burst), refilled: now)
            let elapsed = now > bucket.refilled ? now - bucket.refilled : 0
            bucket.tokens = min(Double(limit.burst), bucket.tokens + Double(elapsed) / 1e9 * limit.perSecond)
            bucket.refilled = max(bucket.refilled, now)
            defer { buckets[key] = bucket }
            guard bucket.inFlight < limit.atOnce else { return .limited(retryAfterSeconds: 1) }
            guard bucket.tokens >= 1 else {
                let wait = ((1 - bucket.tokens) / limit.perSecond).rounded(.up)
                return .limited(retryAfterSeconds: Int(min(3600, max(1, wait))))
            }
            bucket.tokens -= 1
            bucket.inFlight += 1
            return .admitted
        }
    }

    /// The request `admit` let through under `key` is answered.
    public func release(_ key: WriteLimitKey) {
        buckets.withLock { buckets in
            if let inFlight = buckets[key]?.inFlight, inFlight > 0 { buckets[key]?.inFlight = inFlight - 1 }
        }
    }
}
