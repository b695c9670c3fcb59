import TaskDraftHTTP
import TaskDraftKit

/// The server and how to talk to it, with nothing mutable: any thread may send through it
/// with a transport of its own. `CalDAVClient` counts what it sent.
struct DAVEndpoint: Sendable {
    static let maximumRedirects = 5
    /// How many times the time limit a listing of a whole collection gets (`DAVCall.listsCollection`).
    static let listingTimeoutFactor = 3.0

    let origin: DAVOrigin
    let authorization: String?
    let connectTimeout: Double
    let timeout: Double
    let trace: HTTPTrace?

    /// What one call got and cost (redirects followed are requests too).
    struct Exchange: Sendable {
        var result: Result<HTTPResponse, SyncError>
        var requests = 0
        var bytesSent = 0
        var bytesReceived = 0
    }

    var root: String { origin.root }

    /// `href` as a path on this origin (see `DAVOrigin.Reference`); another origin is an
    /// error naming it as `source`.
    func pathHere(_ href: String, source: SyncProblem.HrefSource) throws(SyncError) -> (path: String, absolute: Bool) {
        switch origin.reference(href) {
        case .elsewhere:
            throw SyncError(.server, .foreignOrigin(href: HTTPTrace.redactedURL(href), source: source, origin: root))
        case .here(let path, let absolute):
            return (path, absolute)
        }
    }

    /// A path (decoded, as sync state stores it) or a full URL on this origin, as a URL to
    /// send to; a URL naming another origin is an error, and nothing is sent.
    func url(_ href: String) throws(SyncError) -> String {
        let (path, absolute) = try pathHere(href, source: .request)
        return root + CalDAVClient.encodedPath(path, keepingEscapes: absolute)
    }

    /// A redirect's `Location` (RFC 9110 §10.2.2: a URI reference, escapes as written).
    func redirectURL(_ location: String) throws(SyncError) -> String {
        root + CalDAVClient.encodedPath(try pathHere(location, source: .redirect).path, keepingEscapes: true)
    }

    /// Sends `call`, following redirects only to the same scheme, host and port (`DAVOrigin`).
    func exchange(_ call: DAVCall, through transport: any HTTPTransport) -> Exchange {
        var exchange = Exchange(result: .failure(SyncError(.server, .tooManyRedirects(host: origin.hostAndPort, most: Self.maximumRedirects))))
        var target: String
        do { target = try url(call.href) } catch {
            exchange.result = .failure(error)
            return exchange
        }
        let body = Array(call.body.utf8)
        for _ in 0...Self.maximumRedirects {
            var headers = call.headers
            if let authorization { headers.append(HTTPHeader("Authorization", authorization)) }
            if let depth = call.depth { headers.append(HTTPHeader("Depth", depth)) }
            if let contentType = call.contentType { headers.append(HTTPHeader("Content-Type", contentType)) }
            let request = HTTPRequest(method: call.method, url: target, headers: headers, body: body)
            exchange.requests += 1
            exchange.bytesSent += request.body.count
            let response: HTTPResponse
            do {
                response = try DAVTransport.send(request, through: transport, connectTimeout: connectTimeout,
                                                 timeout: call.listsCollection ? timeout * Self.listingTimeoutFactor : timeout, trace: trace)
            } catch {
                exchange.result = .failure(error)
                return exchange
            }
            exchange.bytesReceived += response.body.count
            guard [301, 302, 303, 307, 308].contains(response.status), let location = response.header("location") else {
                exchange.result = response.status == 401
                    ? .failure(SyncError(.server, .refusedCredentials(host: origin.hostAndPort)))
                    : .success(response)
                return exchange
            }
            do { target = try redirectURL(location) } catch {
                exchange.result = .failure(error)
                return exchange
            }
        }
        return exchange
    }
}
