import TaskDraftKit
import TaskDraftModels

/// WebDAV and CalDAV requests to one server: PROPFIND, REPORT, GET, PUT and DELETE with
/// Basic authentication, redirects followed only to the same scheme, host and port, and
/// counts of what was sent (`sync --json`, BENCHMARKS.md).
public final class CalDAVClient {
    public static let davNamespace = "DAV:"
    public static let calDAVNamespace = "urn:ietf:params:xml:ns:caldav"
    public static let calendarServerNamespace = "http://calendarserver.org/ns/"
    /// A collection of 5,000 tasks lists in about a megabyte; 64 MiB bounds a hostile server.
    static let maximumResponseBytes = 64 * 1024 * 1024
    static let maximumRedirects = 5

    public let origin: ServerAddress
    private let authorization: String?
    private let transport: any HTTPTransport
    private let connectTimeout: Double
    private let timeout: Double
    private let trace: HTTPTrace?

    public private(set) var requests = 0
    public private(set) var bytesSent = 0
    public private(set) var bytesReceived = 0

    public init(url: String, username: String?, password: String?, transport: any HTTPTransport,
                connectTimeout: Double, timeout: Double, trace: HTTPTrace? = nil) throws(SyncError) {
        guard let origin = ServerAddress(url) else { throw SyncError(.configuration, "sync.url: \(url) is not an http(s) URL") }
        self.origin = origin
        if let username, let password {
            authorization = "Basic " + Base64.encode(Array("\(username):\(password)".utf8))
        } else {
            authorization = nil
        }
        self.transport = transport
        self.connectTimeout = connectTimeout
        self.timeout = timeout
        self.trace = trace
    }

    /// `scheme://host:port`, what hrefs (absolute paths) are resolved against.
    public var root: String { "\(origin.scheme)://\(origin.hostAndPort)" }

    /// A path (decoded, as sync state stores it) or a full URL, as a URL to send to.
    public func url(_ href: String) -> String {
        if href.hasPrefix("http://") || href.hasPrefix("https://") { return href }
        return root + Self.encodedPath(href.hasPrefix("/") ? href : "/" + href)
    }

    /// An href or URL as the path the server names it by (what sync state stores).
    public func path(_ href: String) -> String {
        guard let scheme = href.firstRange(of: "://") else { return href }
        let rest = href[scheme.upperBound...]
        return rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? "/"
    }

    /// Percent-encodes what may not stand in a URL path (RFC 3986 §3.3), `%` included, since
    /// stored paths are decoded.
    static func encodedPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F, 0x40, 0x3A, 0x21, 0x24, 0x26, 0x27,
                 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x3B, 0x3D:
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
        var target = url(href)
        for _ in 0...Self.maximumRedirects {
            var headers = extra
            if let authorization { headers.append(HTTPHeader("Authorization", authorization)) }
            if let depth { headers.append(HTTPHeader("Depth", depth)) }
            if let contentType { headers.append(HTTPHeader("Content-Type", contentType)) }
            let request = HTTPRequest(method: method, url: target, headers: headers, body: Array(body.utf8))
            requests += 1
            bytesSent += request.body.count
            let response = try DAVTransport.send(request, through: transport, connectTimeout: connectTimeout,
                                                 timeout: timeout, trace: trace)
            bytesReceived += response.body.count
            guard [301, 302, 303, 307, 308].contains(response.status), let location = response.header("location") else {
                if response.status == 401 {
                    throw SyncError(.server, "\(origin.hostAndPort) refused the user name or password (HTTP 401)")
                }
                return response
            }
            let next = url(location)
            guard let address = ServerAddress(next), address.scheme == origin.scheme, address.hostAndPort == origin.hostAndPort else {
                throw SyncError(.server, "\(origin.hostAndPort) redirected to another host (\(HTTPTrace.redactedURL(next))); not followed")
            }
            target = next
        }
        throw SyncError(.server, "\(origin.hostAndPort): more than \(Self.maximumRedirects) redirects")
    }

    /// A 207 Multi-Status answer's responses; any other status is an error naming it.
    public func multistatus(_ method: HTTPRequest.Method, _ href: String, body: String, depth: String?) throws(SyncError) -> Multistatus {
        let response = try send(method, href, body: body, depth: depth, contentType: "application/xml; charset=utf-8")
        guard response.status == 207 else {
            throw SyncError(.server, "\(method.rawValue) \(path(href)) answered HTTP \(response.status)")
        }
        do {
            return try Multistatus(XMLReader.parse(response.body), client: self)
        } catch {
            throw SyncError(.protocolError, "\(method.rawValue) \(path(href)): \(error)")
        }
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
