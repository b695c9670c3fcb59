import TaskDraftHTTP
import TaskDraftKit

/// WebDAV and CalDAV requests to one server: PROPFIND, REPORT, GET, PUT and DELETE with
/// Basic authentication, redirects followed only to the same scheme, host and port, and
/// counts of what was sent (`sync --json`, BENCHMARKS.md).
///
/// Requests go one at a time on one connection, or, given a pool of transports, many at once
/// (`sendAll`: a push of hundreds of tasks, where each round trip would otherwise wait for the
/// last) and one in the background while the engine reads its own state (`start`).
public final class CalDAVClient {
    public static let davNamespace = "DAV:"
    public static let calDAVNamespace = "urn:ietf:params:xml:ns:caldav"
    public static let calendarServerNamespace = "http://calendarserver.org/ns/"
    /// Connections `sendAll` uses at once: enough to keep a server busy while one request
    /// crosses the network, few enough for a personal server (DAVx⁵ uses a handful too).
    public static let defaultConnections = 4

    public let origin: ServerAddress
    let endpoint: DAVEndpoint
    /// The connection for one-at-a-time requests: given, or borrowed from `pool` on first use
    /// (so loading libcurl overlaps the engine's own reading when the first request is `start`ed).
    private var transport: (any HTTPTransport)?
    private let pool: TransportPool?
    public let connections: Int

    public private(set) var requests = 0
    public private(set) var bytesSent = 0
    public private(set) var bytesReceived = 0

    /// One connection: every request in turn.
    public convenience init(url: String, username: String?, password: String?, transport: any HTTPTransport,
                            connectTimeout: Double, timeout: Double, trace: HTTPTrace? = nil) throws(SyncError) {
        try self.init(url: url, username: username, password: password, transport: transport, pool: nil, connections: 1,
                      connectTimeout: connectTimeout, timeout: timeout, trace: trace)
    }

    /// Up to `connections` connections from `pool`.
    public convenience init(url: String, username: String?, password: String?, pool: TransportPool,
                            connections: Int = CalDAVClient.defaultConnections,
                            connectTimeout: Double, timeout: Double, trace: HTTPTrace? = nil) throws(SyncError) {
        try self.init(url: url, username: username, password: password, transport: nil, pool: pool, connections: connections,
                      connectTimeout: connectTimeout, timeout: timeout, trace: trace)
    }

    private init(url: String, username: String?, password: String?, transport: (any HTTPTransport)?, pool: TransportPool?,
                 connections: Int, connectTimeout: Double, timeout: Double, trace: HTTPTrace?) throws(SyncError) {
        guard let origin = ServerAddress(url) else { throw SyncError(.configuration, .notHTTPURL(url)) }
        self.origin = origin
        var authorization: String?
        if let username, let password {
            authorization = "Basic " + Base64.encode(Array("\(username):\(password)".utf8))
        }
        endpoint = DAVEndpoint(origin: DAVOrigin(origin), authorization: authorization, connectTimeout: connectTimeout, timeout: timeout, trace: trace)
        self.transport = transport
        self.pool = pool
        self.connections = max(1, connections)
    }

    /// `scheme://host:port`, what hrefs (absolute paths) are resolved against.
    public var root: String { endpoint.root }

    /// A path (decoded, as sync state stores it) or a full URL on the configured origin, as a
    /// URL to send to.
    public func url(_ href: String) throws(SyncError) -> String { try endpoint.url(href) }

    /// An href a server gave (escaped as written: a full URL, `//host/…` or a path) as the
    /// decoded path sync state stores; one naming another origin than the configured one is
    /// an error naming it (`DAVOrigin`).
    public func path(_ href: String, source: SyncProblem.HrefSource) throws(SyncError) -> String {
        let path = try endpoint.pathHere(href, source: source).path
        return Multistatus.decodedPath(path.firstIndex(of: "?").map { String(path[..<$0]) } ?? path)
    }

    /// Percent-encodes what may not stand in a URL path (RFC 3986 §3.3), `%` included, since
    /// stored paths are decoded.
    /// `keepingEscapes`: the path is as a server wrote it (already escaped, maybe with a
    /// query), so `%` and `?` stay.
    static func encodedPath(_ path: String, keepingEscapes: Bool = false) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F, 0x40, 0x3A, 0x21, 0x24, 0x26, 0x27,
                 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x3B, 0x3D:
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case 0x25 where keepingEscapes, 0x3F where keepingEscapes:
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }

    public func send(_ method: HTTPRequest.Method, _ href: String, body: String = "", depth: String? = nil,
                     contentType: String? = nil, headers extra: [HTTPHeader] = []) throws(SyncError) -> HTTPResponse {
        try send(DAVCall(method, href, body: body, depth: depth, contentType: contentType, headers: extra))
    }

    public func send(_ call: DAVCall) throws(SyncError) -> HTTPResponse {
        try count(endpoint.exchange(call, through: try mainTransport())).get()
    }

    /// Sends every call, up to `connections` at once, and answers in the calls' order; a call
    /// that failed (network, timeout) is a failure in its place, the others are still answered.
    public func sendAll(_ calls: [DAVCall]) -> [Result<HTTPResponse, SyncError>] {
        guard let pool, connections > 1, calls.count > 1 else {
            return calls.map { call in Result { () throws(SyncError) in try send(call) } }
        }
        let endpoint = self.endpoint
        let exchanges = ParallelMap.map(calls, threads: connections) { call in
            Self.exchange(call, endpoint: endpoint, pool: pool)
        }
        return exchanges.map { count($0) }
    }

    /// Sends `call` on a thread and connection of its own and returns at once; the answer is
    /// `wait()`'s. Without a pool (or a thread) the call is sent here, before returning.
    public func start(_ call: DAVCall) -> PendingDAVCall {
        if let pool, let pending = PendingDAVCall(call, endpoint: endpoint, pool: pool, client: self) { return pending }
        return PendingDAVCall(answered: Result { () throws(SyncError) in try send(call) })
    }

    static func exchange(_ call: DAVCall, endpoint: DAVEndpoint, pool: TransportPool) -> DAVEndpoint.Exchange {
        let transport: any HTTPTransport
        do { transport = try pool.borrow() } catch {
            return DAVEndpoint.Exchange(result: .failure(SyncError(.network, .network(error.problem))))
        }
        defer { pool.giveBack(transport) }
        return endpoint.exchange(call, through: transport)
    }

    /// Adds what an exchange cost to the totals `sync --json` reports.
    func count(_ exchange: DAVEndpoint.Exchange) -> Result<HTTPResponse, SyncError> {
        requests += exchange.requests
        bytesSent += exchange.bytesSent
        bytesReceived += exchange.bytesReceived
        return exchange.result
    }

    private func mainTransport() throws(SyncError) -> any HTTPTransport {
        if let transport { return transport }
        guard let pool else { return try DAVTransport.curl() }
        do {
            let borrowed = try pool.borrow()
            transport = borrowed
            return borrowed
        } catch {
            throw SyncError(.network, .network(error.problem))
        }
    }

    /// A 207 Multi-Status answer's responses; any other status is an error naming it.
    /// `hrefs`: what the answer's hrefs name, for an error about one on another origin.
    public func multistatus(_ method: HTTPRequest.Method, _ href: String, body: String, depth: String?,
                            hrefs: SyncProblem.HrefSource = .resource) throws(SyncError) -> Multistatus {
        let response = try send(method, href, body: body, depth: depth, contentType: "application/xml; charset=utf-8")
        return try multistatus(response, method, href, hrefs: hrefs)
    }

    /// `response` as a 207 Multi-Status answer to `method` on `href`.
    public func multistatus(_ response: HTTPResponse, _ method: HTTPRequest.Method, _ href: String,
                            hrefs: SyncProblem.HrefSource = .resource) throws(SyncError) -> Multistatus {
        let request = "\(method.rawValue) \((try? path(href, source: .request)) ?? href)"
        guard response.status == 207 else {
            throw SyncError(.server, .answeredHTTP(request: request, status: response.status))
        }
        return try Multistatus(response.body, client: self, request: request, hrefs: hrefs)
    }
}

/// RFC 4648 base64, for the Basic authorization header.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = bytes[i], b1 = i + 1 < bytes.count ? bytes[i + 1] : 0, b2 = i + 2 < bytes.count ? bytes[i + 2] : 0
            out.append(alphabet[Int(b0 >> 2)])
            out.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            out.append(i + 1 < bytes.count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : 0x3D)
            out.append(i + 2 < bytes.count ? alphabet[Int(b2 & 0x3F)] : 0x3D)
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
