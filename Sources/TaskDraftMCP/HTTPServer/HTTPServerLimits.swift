/// What one HTTP server lets a peer cost it: connections, bytes and time. Every bound is a
/// number here, so a slow or endless peer is cut off by rule rather than by luck.
public struct HTTPServerLimits: Sendable, Hashable {
    /// Connections served at once; past this, a new one gets 503 and is closed.
    public var maximumConnections = 64
    /// The request line and headers together.
    public var maximumHeadBytes = 16 * 1024
    public var maximumHeaderCount = 64
    /// A request body, whether it comes with Content-Length or in chunks.
    public var maximumBodyBytes = 1 << 20
    /// From a request's first byte to its last: a peer that dribbles a header a byte at a
    /// time (slowloris), or a body slower than this, is answered 408 and closed.
    public var requestMilliseconds = 10_000
    /// How long a kept-alive connection waits for the next request.
    public var idleMilliseconds = 30_000
    /// How long one response may take to be written (a peer that stops reading).
    public var writeMilliseconds = 10_000

    public init() {}
}
