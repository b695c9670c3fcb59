import Synchronization

/// Lends HTTP transports to drafts, one per thread at a time, and keeps the returned ones
/// (with their open connections) for the next draft.
///
/// A backend is shared by every thread of a batch (`draft --jobs N`, `import --jobs N`): each
/// concurrent draft borrows its own client, so N drafts hold N keep-alive connections and
/// never share a libcurl handle, which libcurl forbids.
public final class TransportPool: Sendable {
    /// Idle clients kept for reuse; more concurrent drafts than this still work, the extra
    /// clients are just closed when returned.
    public static let maximumIdle = 8

    private final class Box: @unchecked Sendable {
        let transport: any HTTPTransport
        init(_ transport: any HTTPTransport) { self.transport = transport }
    }

    private let idle = Mutex<[Box]>([])
    private let make: @Sendable () throws(HTTPFailure) -> any HTTPTransport

    public init(make: @escaping @Sendable () throws(HTTPFailure) -> any HTTPTransport) {
        self.make = make
    }

    /// A pool of libcurl clients.
    public static func curl() -> TransportPool {
        TransportPool { () throws(HTTPFailure) -> any HTTPTransport in try CurlClient() }
    }

    public func borrow() throws(HTTPFailure) -> any HTTPTransport {
        if let box = idle.withLock({ $0.popLast() }) { return box.transport }
        return try make()
    }

    public func giveBack(_ transport: any HTTPTransport) {
        let box = Box(transport)
        idle.withLock { boxes in
            if boxes.count < TransportPool.maximumIdle { boxes.append(box) }
        }
    }
}
