import Glibc

/// The answer to one request: a whole response, or an event stream (`text/event-stream`, sent
/// chunked so the connection can be kept after it) whose events go out as they are made.
/// Every write has `HTTPServerLimits.writeMilliseconds` to go through; a peer that stops
/// reading, or has gone, closes the exchange and the connection.
public final class HTTPExchange: @unchecked Sendable {
    public let request: HTTPServerRequest
    private let fd: Int32
    private let limits: HTTPServerLimits
    /// Set once a status line went out.
    public private(set) var responded = false
    private var streaming = false
    /// The connection cannot carry another request: a write failed, or the answer said close.
    public private(set) var closesConnection = false

    init(request: HTTPServerRequest, fd: Int32, limits: HTTPServerLimits) {
        self.request = request
        self.fd = fd
        self.limits = limits
        closesConnection = !request.keepAlive
    }

    /// Sends a whole response. `close` ends the connection after it.
    @discardableResult
    public func respond(_ status: HTTPStatus, headers: [(String, String)] = [], body: [UInt8] = [], close: Bool = false) -> Bool {
        guard !responded else { return false }
        responded = true
        if close { closesConnection = true }
        var head = statusLine(status, headers: headers)
        head += "Content-Length: \(body.count)\r\n\r\n"
        var bytes = Array(head.utf8)
        if request.method != "HEAD" { bytes += body }
        return write(bytes)
    }

    /// Starts an event stream; send events with `event(_:)`, end it with `finish()`.
    @discardableResult
    public func startEventStream(headers: [(String, String)] = []) -> Bool {
        guard !responded else { return false }
        responded = true
        streaming = true
        let extra: [(String, String)] = [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store"),
                                         // Proxies (nginx) would otherwise hold events back.
                                         ("X-Accel-Buffering", "no"), ("Transfer-Encoding", "chunked")]
        return write(Array((statusLine(.ok, headers: headers + extra) + "\r\n").utf8))
    }

    /// One event: `event: message` and the data, each line of it a `data:` line.
    @discardableResult
    public func event(_ data: [UInt8]) -> Bool {
        var text = Array("event: message\n".utf8)
        for line in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
            text += Array("data: ".utf8) + line + [0x0A]
        }
        text.append(0x0A)
        return chunk(text)
    }

    /// A comment line: nothing for the client, but it keeps proxies and idle timers from
    /// closing a quiet stream.
    @discardableResult
    public func keepAlive() -> Bool { chunk(Array(": keep-alive\n\n".utf8)) }

    /// Ends the stream (the last, empty chunk).
    @discardableResult
    public func finish() -> Bool {
        guard streaming else { return false }
        streaming = false
        return write(Array("0\r\n\r\n".utf8))
    }

    /// Whether the peer has closed its end (or the connection failed): a waiting answer has
    /// nobody left to read it.
    public var peerHasGone: Bool {
        if closesConnection && responded && !streaming { return true }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN) | Self.pollReadHangUp, revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return false }
        if descriptor.revents & (Self.pollReadHangUp | Int16(POLLHUP) | Int16(POLLERR)) != 0 { return true }
        // Readable: either the next request arrived early, or the end of the stream.
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) == 0
    }

    /// Linux's POLLRDHUP (the peer shut its writing side), which the Glibc module leaves out
    /// with the other GNU extensions.
    private static let pollReadHangUp: Int16 = 0x2000

    private func chunk(_ payload: [UInt8]) -> Bool {
        guard streaming else { return false }
        return write(Array((String(payload.count, radix: 16) + "\r\n").utf8) + payload + [0x0D, 0x0A])
    }

    private func statusLine(_ status: HTTPStatus, headers: [(String, String)]) -> String {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\nServer: taskdraft\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if closesConnection { head += "Connection: close\r\n" }
        return head
    }

    /// Writes everything within the write limit; false (and the connection marked for closing) otherwise.
    private func write(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return true }
        guard SocketSend.all(bytes, to: fd, by: Deadline(afterMilliseconds: limits.writeMilliseconds)) else {
            closesConnection = true
            streaming = false
            return false
        }
        return true
    }
}
