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

/// IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the only date form servers send today.
enum HTTPDate {
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func parse(_ text: String) -> Instant? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT", let day = Int(parts[1]),
              let month = months.firstIndex(of: parts[2].lowercased()), let year = Int(parts[3]),
              CivilDate.isValid(year: year, month: month + 1, day: day) else { return nil }
        let clock = parts[4].split(separator: ":")
        guard clock.count == 3, let h = Int(clock[0]), let m = Int(clock[1]), let s = Int(clock[2]),
              let time = LocalTime.validated(hour: h, minute: m, second: min(s, 59)) else { return nil }
        let local = LocalDateTime(date: CivilDate(year: year, month: month + 1, day: day), time: time)
        return ZonedDateTime(local: local, offset: 0).instant
    }
}

/// Sends a request through a transport, retrying as `RetryPolicy` says, within a deadline.
public struct RetryingSender {
    public let transport: any HTTPTransport
    public let connectTimeout: Double
    public let trace: HTTPTrace?

    public init(transport: any HTTPTransport, connectTimeout: Double, trace: HTTPTrace?) {
        self.transport = transport
        self.connectTimeout = connectTimeout
        self.trace = trace
    }

    /// The final response (which may still be a 429 or 503 when retries ran out or a wait
    /// did not fit the budget) and how many retries it took.
    public func send(_ request: HTTPRequest, deadline: MonotonicTime, onData: ((UnsafeRawBufferPointer) -> Void)? = nil,
                     onTick: (() -> Void)? = nil, onRetry: ((String, Double) -> Void)? = nil,
                     cancellation: CancellationFlag? = nil) throws(HTTPFailure) -> (HTTPResponse, retries: Int) {
        var retries = 0
        while true {
            let remaining = deadline.seconds(from: .now)
            guard remaining > 0 else { throw HTTPFailure(.timeout, "no time left of the total timeout") }
            let options = TransferOptions(connectTimeout: min(connectTimeout, remaining), totalTimeout: remaining,
                                          onData: onData, onTick: onTick, cancellation: cancellation)
            trace?.request(request, attempt: retries + 1)
            let started = MonotonicTime.now
            let reason: String
            var retryAfter: Double?
            do {
                let response = try transport.perform(request, options: options)
                trace?.response(response, milliseconds: MonotonicTime.now.milliseconds(since: started))
                guard RetryPolicy.retryableStatuses.contains(response.status), retries < RetryPolicy.maximumRetries else {
                    return (response, retries)
                }
                retryAfter = RetryPolicy.retryAfter(response.header("retry-after"))
                if let asked = retryAfter, asked > RetryPolicy.maximumRetryAfter { return (response, retries) }
                reason = "HTTP \(response.status)"
            } catch {
                trace?.failure(error, milliseconds: MonotonicTime.now.milliseconds(since: started))
                guard error.kind == .connectionReset, error.deliveredBytes == 0, retries < RetryPolicy.maximumRetries else {
                    throw error
                }
                reason = "connection reset"
            }
            retries += 1
            let wait = RetryPolicy.delay(retry: retries, retryAfter: retryAfter)
            // A wait that would leave no time for the attempt itself is not worth starting.
            guard wait < deadline.seconds(from: .now) else {
                throw HTTPFailure(.timeout, "\(reason); retry \(retries) would need \(Int(wait.rounded(.up))) s, more than the time left")
            }
            onRetry?(reason, wait)
            trace?.note("retry \(retries) of \(RetryPolicy.maximumRetries) after \(reason), waiting \(Self.format(wait)) s")
            try Self.sleep(wait, cancellation: cancellation)
        }
    }

    /// Sleeps in short slices so Ctrl-C interrupts a backoff as quickly as a transfer.
    static func sleep(_ seconds: Double, cancellation: CancellationFlag?) throws(HTTPFailure) {
        let end = MonotonicTime.now.adding(seconds: seconds)
        while true {
            if cancellation?.isCancelled == true { throw HTTPFailure(.cancelled, "cancelled") }
            let left = end.seconds(from: .now)
            if left <= 0 { return }
            var slice = timespec(tv_sec: 0, tv_nsec: Int(min(left, 0.05) * 1e9))
            nanosleep(&slice, nil)
        }
    }

    /// Seconds with one decimal (`1.5`), for progress lines.
    public static func format(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

extension MonotonicTime {
    func adding(seconds: Double) -> MonotonicTime {
        MonotonicTime(nanoseconds: nanoseconds &+ UInt64(max(0, seconds) * 1e9))
    }

    /// Seconds from `other` until this moment (negative once it has passed).
    func seconds(from other: MonotonicTime) -> Double {
        (Double(nanoseconds) - Double(other.nanoseconds)) / 1e9
    }
}
