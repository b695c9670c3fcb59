import Glibc
import TaskDraftKit

/// Sends a request through a transport, retrying as `RetryPolicy` says, within a deadline.
public struct RetryingSender {
    public let transport: any HTTPTransport
    public let connectTimeout: Double
    public let trace: HTTPTrace?
    public let maximumResponseBytes: Int

    public init(transport: any HTTPTransport, connectTimeout: Double, trace: HTTPTrace?,
                maximumResponseBytes: Int = HTTPLimits.maximumResponseBytes) {
        self.transport = transport
        self.connectTimeout = connectTimeout
        self.trace = trace
        self.maximumResponseBytes = maximumResponseBytes
    }

    /// The final response (which may still be a 429 or 503 when retries ran out or a wait
    /// did not fit the budget) and how many retries it took.
    public func send(_ request: HTTPRequest, deadline: MonotonicTime, onData: ((UnsafeRawBufferPointer) -> Void)? = nil,
                     onTick: (() -> Void)? = nil, onRetry: ((RetryReason, Double) -> Void)? = nil,
                     cancellation: CancellationFlag? = nil) throws(HTTPFailure) -> (HTTPResponse, retries: Int) {
        var retries = 0
        while true {
            let remaining = deadline.seconds(from: .now)
            guard remaining > 0 else { throw HTTPFailure(.timeout, .noTimeLeft) }
            let options = TransferOptions(connectTimeout: min(connectTimeout, remaining), totalTimeout: remaining,
                                          onData: onData, onTick: onTick, cancellation: cancellation,
                                          maximumResponseBytes: maximumResponseBytes)
            trace?.request(request, attempt: retries + 1)
            let started = MonotonicTime.now
            let reason: RetryReason
            var retryAfter: Double?
            do {
                let response = try transport.perform(request, options: options)
                trace?.response(response, milliseconds: MonotonicTime.now.milliseconds(since: started))
                guard RetryPolicy.retryableStatuses.contains(response.status), retries < RetryPolicy.maximumRetries else {
                    return (response, retries)
                }
                retryAfter = RetryPolicy.retryAfter(response.header("retry-after"))
                if let asked = retryAfter, asked > RetryPolicy.maximumRetryAfter { return (response, retries) }
                reason = .status(response.status)
            } catch {
                trace?.failure(error, milliseconds: MonotonicTime.now.milliseconds(since: started))
                guard error.kind == .connectionReset, error.deliveredBytes == 0, retries < RetryPolicy.maximumRetries else {
                    throw error
                }
                reason = .connectionReset
            }
            retries += 1
            let wait = RetryPolicy.delay(retry: retries, retryAfter: retryAfter)
            // A wait that would leave no time for the attempt itself is not worth starting.
            guard wait < deadline.seconds(from: .now) else {
                throw HTTPFailure(.timeout, .retryWouldOverrun(after: reason, retry: retries, seconds: Int(wait.rounded(.up))))
            }
            onRetry?(reason, wait)
            trace?.note("retry \(retries) of \(RetryPolicy.maximumRetries) after \(reason.english), waiting \(Self.format(wait)) s")
            try Self.sleep(wait, cancellation: cancellation)
        }
    }

    /// Sleeps in short slices so Ctrl-C interrupts a backoff as quickly as a transfer.
    static func sleep(_ seconds: Double, cancellation: CancellationFlag?) throws(HTTPFailure) {
        let end = MonotonicTime.now.adding(seconds: seconds)
        while true {
            if cancellation?.isCancelled == true { throw HTTPFailure(.cancelled, .cancelled) }
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
