import TaskDraftKit

/// One HTTP request: small JSON bodies for the model backends, XML and iCalendar bodies for
/// CalDAV sync (WebDAV's PROPFIND and REPORT, PUT and DELETE with `If-Match`).
public struct HTTPRequest: Sendable {
    public enum Method: String, Sendable {
        case get = "GET", post = "POST", put = "PUT", delete = "DELETE", propfind = "PROPFIND", report = "REPORT"
    }

    public var method: Method
    public var url: String
    /// Header lines in order. Values may be secret (Authorization): print them only through
    /// `HTTPTrace`, which redacts them.
    public var headers: [HTTPHeader]
    public var body: [UInt8]

    public init(method: Method, url: String, headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

public struct HTTPHeader: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// Headers whose values are never printed, logged or stored.
    static let secretNames: Set<String> = ["authorization", "proxy-authorization", "x-api-key", "api-key", "cookie"]

    public var isSecret: Bool { HTTPHeader.secretNames.contains(name.lowercased()) }
}

/// A complete response. Header names are lowercased.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [HTTPHeader]
    public var body: [UInt8]

    public init(status: Int, headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public func header(_ name: String) -> String? {
        let lower = name.lowercased()
        return headers.last(where: { $0.name == lower })?.value
    }

    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The body as text, for error messages: at most `limit` characters.
    public func bodyText(limit: Int = 300) -> String {
        let text = String(decoding: body.prefix(limit * 4), as: UTF8.self)
        return text.count > limit ? String(text.prefix(limit)) + "…" : text
    }
}

/// Why a transfer produced no response.
public struct HTTPFailure: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// Nothing listens there, or the host cannot be reached or resolved.
        case couldNotConnect
        /// The connect or total timeout passed.
        case timeout
        /// The connection was reset or closed before a full response: worth retrying.
        case connectionReset
        /// The response passed `HTTPLimits.maximumResponseBytes`; the transfer was aborted.
        case tooLarge
        /// The person pressed Ctrl-C (or another cancellation).
        case cancelled
        /// TLS failed: the certificate did not verify, or the handshake did not complete.
        case tls
        /// libcurl could not be loaded.
        case unavailable
        case other
    }

    public let kind: Kind
    public let detail: String
    /// Bytes of a successful response already handed to a streaming consumer: such a
    /// transfer is not retried, since its consumer has seen part of it.
    public var deliveredBytes: Int

    public init(_ kind: Kind, _ detail: String, deliveredBytes: Int = 0) {
        self.kind = kind
        self.detail = detail
        self.deliveredBytes = deliveredBytes
    }

    public var description: String { detail }
}

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

/// Sends one request and waits for the whole response (no retries: see `RetryPolicy`).
///
/// A transport is used by one thread at a time; `TransportPool` lends them to concurrent
/// drafts. Tests fake it where a scripted server is not needed.
public protocol HTTPTransport: AnyObject {
    func perform(_ request: HTTPRequest, options: TransferOptions) throws(HTTPFailure) -> HTTPResponse
}

/// Limits every transfer obeys.
public enum HTTPLimits {
    /// Largest response accepted: a draft is a few hundred bytes and a model list a few
    /// KiB, so 2 MiB leaves ample room while a runaway or hostile server cannot fill memory.
    public static let maximumResponseBytes = 2 * 1024 * 1024
    /// Default seconds to connect (DESIGN §4 `timeouts.connect_s`).
    public static let defaultConnectTimeout: Double = 2
    /// Default seconds for a whole draft's exchange (DESIGN §4 `timeouts.total_s`).
    public static let defaultTotalTimeout: Double = 30
}
