import Glibc
import TaskDraftKit

/// When and how long to wait before trying a request again.
///
/// Rate limits (429), gateway trouble (502, 503, 504), an overloaded server (529, Anthropic's)
/// and reset connections are retried;
/// every other 4xx is the request's own fault and is not. A retry never starts when its wait
/// would not fit in what is left of the exchange's time budget, so retries never stretch a
/// draft past `timeouts.total_s`.
public enum RetryPolicy {
    /// Retries after the first attempt. Three ride out a server restart or a short rate-limit
    /// window; more would keep a person at the prompt for little gain.
    public static let maximumRetries = 3
    /// The first backoff, in seconds; each later one doubles (0.5, 1, 2).
    public static let initialBackoff: Double = 0.5
    public static let backoffMultiplier: Double = 2
    /// Share of each backoff that is random ("equal jitter": half fixed, half random), so
    /// clients that failed together do not retry together.
    public static let jitterShare: Double = 0.5
    /// The longest `Retry-After` honoured, in seconds. A server asking for longer is treated
    /// as unavailable now, and the draft falls back instead of waiting.
    public static let maximumRetryAfter: Double = 30
    /// Statuses worth retrying. 529 is Anthropic's "overloaded": a busy moment, like 503.
    public static let retryableStatuses: Set<Int> = [429, 502, 503, 504, 529]

    /// The wait before retry number `retry` (1-based): the server's `Retry-After` when it gave
    /// one, else the jittered exponential backoff.
    public static func delay(retry: Int, retryAfter: Double?, random: Double = Double.random(in: 0..<1)) -> Double {
        if let retryAfter { return max(0, retryAfter) }
        let base = initialBackoff * pow(backoffMultiplier, Double(retry - 1))
        return base * (1 - jitterShare) + base * jitterShare * random
    }

    /// `Retry-After`: delay-seconds, or an HTTP-date (RFC 9110 §10.2.3), as seconds from `now`.
    public static func retryAfter(_ value: String?, now: Instant = .now) -> Double? {
        guard let value = value?.trimmingWhitespace(), !value.isEmpty else { return nil }
        if let seconds = Double(value), seconds >= 0, seconds.isFinite { return seconds }
        guard let date = HTTPDate.parse(value) else { return nil }
        return max(0, Double(date.seconds - now.seconds))
    }
}
