import TaskDraftKit
import TaskDraftModels

/// The server and how to talk to it, with nothing mutable: any thread may send through it
/// with a transport of its own. `CalDAVClient` counts what it sent.
struct DAVEndpoint: Sendable {
    static let maximumRedirects = 5
    /// How many times the time limit a listing of a whole collection gets (`DAVCall.listsCollection`).
    static let listingTimeoutFactor = 3.0

    let origin: ServerAddress
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

    var root: String { "\(origin.scheme)://\(origin.hostAndPort)" }

    /// A path (decoded, as sync state stores it) or a full URL, as a URL to send to.
    func url(_ href: String) -> String {
        if href.hasPrefix("http://") || href.hasPrefix("https://") { return href }
        return root + CalDAVClient.encodedPath(href.hasPrefix("/") ? href : "/" + href)
    }

    /// Sends `call`, following redirects only to the same scheme, host and port.
    func exchange(_ call: DAVCall, through transport: any HTTPTransport) -> Exchange {
        var exchange = Exchange(result: .failure(SyncError(.server, "\(origin.hostAndPort): more than \(Self.maximumRedirects) redirects")))
        var target = url(call.href)
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
                    ? .failure(SyncError(.server, "\(origin.hostAndPort) refused the user name or password (HTTP 401)"))
                    : .success(response)
                return exchange
            }
            let next = url(location)
            guard let address = ServerAddress(next), address.scheme == origin.scheme, address.hostAndPort == origin.hostAndPort else {
                exchange.result = .failure(SyncError(.server, "\(origin.hostAndPort) redirected to another host (\(HTTPTrace.redactedURL(next))); not followed"))
                return exchange
            }
            target = next
        }
        return exchange
    }
}
