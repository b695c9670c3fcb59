import TaskDraftKit

/// Per-request knobs: time limits, streaming, cancellation.
public struct TransferOptions {
    /// Seconds to establish the connection (TCP and TLS).
    public var connectTimeout: Double
    /// Seconds for the whole transfer, connection included.
    public var totalTimeout: Double
    /// Receives the body of a 2xx response as it arrives (streaming); the response's `body`
    /// then stays empty. Other statuses are always buffered, for their error text.
    public var onData: ((UnsafeRawBufferPointer) -> Void)?
    /// Called often during the transfer (at least about once a second, per libcurl).
    public var onTick: (() -> Void)?
    public var cancellation: CancellationFlag?
    /// Largest response accepted. A sync's first listing of a big collection is megabytes,
    /// far past a draft's; every other caller keeps the default.
    public var maximumResponseBytes: Int

    public init(connectTimeout: Double, totalTimeout: Double, onData: ((UnsafeRawBufferPointer) -> Void)? = nil,
                onTick: (() -> Void)? = nil, cancellation: CancellationFlag? = nil,
                maximumResponseBytes: Int = HTTPLimits.maximumResponseBytes) {
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.onData = onData
        self.onTick = onTick
        self.cancellation = cancellation
        self.maximumResponseBytes = maximumResponseBytes
    }
}
