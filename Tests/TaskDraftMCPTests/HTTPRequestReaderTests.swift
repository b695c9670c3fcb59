import Glibc
import Testing
@testable import TaskDraftMCP

/// The HTTP server's request reader over a socket pair: what it accepts, and what it refuses
/// before reading more than its limits allow.
@Suite struct HTTPRequestReaderTests {
    /// A connected pair: bytes written to `peer` reach the reader.
    final class Pair {
        let server: Int32
        let peer: Int32

        init() {
            var fds: [Int32] = [0, 0]
            precondition(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
            server = fds[0]
            peer = fds[1]
        }

        deinit {
            close(server)
            close(peer)
        }

        func send(_ text: String) { send(Array(text.utf8)) }
        func send(_ bytes: [UInt8]) { _ = bytes.withUnsafeBytes { Glibc.send(peer, $0.baseAddress, $0.count, 0) } }
        func closeWriting() { shutdown(peer, Int32(SHUT_WR)) }
    }

    static func limits(requestMilliseconds: Int = 2000, body: Int = 1024) -> HTTPServerLimits {
        var limits = HTTPServerLimits()
        limits.requestMilliseconds = requestMilliseconds
        limits.idleMilliseconds = 500
        limits.maximumBodyBytes = body
        return limits
    }

    func read(_ text: String, limits: HTTPServerLimits = Self.limits()) -> HTTPRequestReader.Outcome {
        let pair = Pair()
        pair.send(text)
        pair.closeWriting()
        return HTTPRequestReader(fd: pair.server, limits: limits).next()
    }

    func refusal(_ outcome: HTTPRequestReader.Outcome) -> HTTPStatus? {
        if case .refused(let status, _) = outcome { return status }
        return nil
    }

    @Test func aRequestWithABodyAndTheNextOneOnTheSameConnection() throws {
        let pair = Pair()
        pair.send("POST /mcp?x=1 HTTP/1.1\r\nHost: h\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
                  + "GET /mcp HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n")
        let reader = HTTPRequestReader(fd: pair.server, limits: Self.limits())
        guard case .request(let first) = reader.next() else { Issue.record("no first request"); return }
        #expect(first.method == "POST" && first.path == "/mcp" && first.body == Array("{}".utf8) && first.keepAlive)
        #expect(first.header("content-type") == "application/json")
        guard case .request(let second) = reader.next() else { Issue.record("no second request"); return }
        #expect(second.method == "GET" && !second.keepAlive && second.body.isEmpty)
    }

    @Test func chunkedBodiesAreJoinedAndBounded() {
        guard case .request(let request) = read("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
                                                 + "3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nTrailer: x\r\n\r\n") else {
            Issue.record("chunked body not read")
            return
        }
        #expect(request.body == Array("abcde".utf8))
        let over = "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n" + "400\r\n" + String(repeating: "x", count: 1024) + "\r\n"
            + "1\r\nx\r\n0\r\n\r\n"
        #expect(refusal(read(over)) == .contentTooLarge)
        #expect(refusal(read("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")) == .badRequest)
    }

    /// However a body is sliced, its framing (size lines, extensions) may cost at most as much
    /// as the body limit: one-byte chunks with long extensions are refused, not read for ever.
    @Test func chunkFramingIsBoundedLikeTheBody() {
        let extensionLine = "1;" + String(repeating: "e", count: 600) + "\r\nx\r\n"
        let text = "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n" + extensionLine + extensionLine + "0\r\n\r\n"
        #expect(refusal(read(text)) == .contentTooLarge)
        for size in ["+1", "-0", " 1", "1 ", "0x1", "100000000", ""] {
            #expect(HTTPRequestReader.chunkSize(Array(size.utf8)) == nil, "\(size)")
        }
        #expect(HTTPRequestReader.chunkSize(Array("1A;name=value".utf8)) == 26)
        #expect(HTTPRequestReader.chunkSize(Array("ffffffff".utf8)) == 0xFFFF_FFFF)
    }

    /// A line end or two before a request is tolerated (RFC 9112 §2.2); a stream of them is a
    /// peer holding the connection, refused rather than read until the idle time.
    @Test func emptyLinesBeforeARequestAreBounded() {
        guard case .request(let request) = read("\r\n\r\nGET /a HTTP/1.1\r\nHost: h\r\n\r\n") else {
            Issue.record("a request after two empty lines was not read")
            return
        }
        #expect(request.path == "/a")
        #expect(refusal(read(String(repeating: "\r\n", count: 100) + "GET /a HTTP/1.1\r\nHost: h\r\n\r\n")) == .badRequest)
    }

    /// Many requests in one burst are each read whole, in order (consumed bytes are skipped,
    /// and what follows a request is kept for the next).
    @Test func pipelinedRequestsAreReadInOrder() {
        let pair = Pair()
        var text = ""
        for index in 0..<200 {
            let body = String(repeating: "b", count: index % 7)
            text += "POST /\(index) HTTP/1.1\r\nHost: h\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
        }
        pair.send(text)
        pair.closeWriting()
        let reader = HTTPRequestReader(fd: pair.server, limits: Self.limits())
        for index in 0..<200 {
            guard case .request(let request) = reader.next() else {
                Issue.record("request \(index) was not read")
                return
            }
            #expect(request.path == "/\(index)" && request.body.count == index % 7)
        }
        if case .closed = reader.next() {} else { Issue.record("the end of the stream is not the end of the connection") }
    }

    /// `100 Continue` goes out only to a client still waiting for it, before its body.
    @Test func continueIsSentOnlyToAClientThatWaits() {
        let waiting = Pair()
        waiting.send("POST / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n")
        let reader = HTTPRequestReader(fd: waiting.server, limits: Self.limits(requestMilliseconds: 300))
        var asked = 0
        reader.sendContinue = {
            asked += 1
            waiting.send("{}")
            return true
        }
        guard case .request(let request) = reader.next() else {
            Issue.record("the body after 100 Continue was not read")
            return
        }
        #expect(asked == 1 && request.body == Array("{}".utf8))
        let eager = Pair()
        eager.send("POST / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n{}")
        let second = HTTPRequestReader(fd: eager.server, limits: Self.limits())
        second.sendContinue = {
            Issue.record("100 Continue sent after the body came")
            return true
        }
        if case .request = second.next() {} else { Issue.record("the eager client's request was not read") }
    }

    @Test func ambiguousOrOversizedRequestsAreRefused() {
        let cases: [(String, HTTPStatus)] = [
            ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n", .badRequest),
            ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n", .badRequest),
            ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n", .badRequest),
            ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999999\r\n\r\n", .contentTooLarge),
            ("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1025\r\n\r\n", .contentTooLarge),
            ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip\r\n\r\n", .notImplemented),
            ("GET / HTTP/1.1\r\nHost: h\r\nX: a\r\n folded\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nHost: h\r\nX: a\u{1}b\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\n\r\n", .badRequest),
            ("GET http://evil/ HTTP/1.1\r\nHost: h\r\n\r\n", .badRequest),
            ("GET / HTTP/2.0\r\nHost: h\r\n\r\n", .versionNotSupported),
            ("G E T / HTTP/1.1\r\nHost: h\r\n\r\n", .badRequest),
            ("GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "a", count: 17 * 1024) + "\r\n\r\n", .headerFieldsTooLarge),
            ("GET / HTTP/1.1\r\nHost: h\r\n" + String(repeating: "X: 1\r\n", count: 65) + "\r\n", .headerFieldsTooLarge),
        ]
        for (text, status) in cases {
            #expect(refusal(read(text)) == status, "\(text.prefix(60))")
        }
    }

    /// A peer that sends part of a request and then nothing (its end still open) is answered
    /// 408 at the request time, not waited for.
    @Test func aStalledRequestTimesOut() {
        let pair = Pair()
        pair.send("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\nabc")
        #expect(refusal(HTTPRequestReader(fd: pair.server, limits: Self.limits(requestMilliseconds: 200)).next()) == .requestTimeout)
        let head = Pair()
        head.send("GET / HTTP/1.1\r\nHost: h\r\n")
        #expect(refusal(HTTPRequestReader(fd: head.server, limits: Self.limits(requestMilliseconds: 200)).next()) == .requestTimeout)
    }

    @Test func anIdleOrClosedConnectionEndsQuietly() {
        let pair = Pair()
        if case .closed = HTTPRequestReader(fd: pair.server, limits: Self.limits()).next() {} else { Issue.record("idle not closed") }
        if case .closed = read("GET / HT") {} else { Issue.record("a cut request is not a refusal to answer") }
    }

    @Test func bindAddressesAndWhetherOtherHostsCanReachThem() {
        #expect(BindAddress("127.0.0.1:8765")?.isLoopback == true)
        #expect(BindAddress("127.9.9.9:1")?.isLoopback == true)
        #expect(BindAddress("localhost:8765")?.authority == "127.0.0.1:8765")
        #expect(BindAddress("[::1]:8765")?.isLoopback == true)
        #expect(BindAddress("[::1]:8765")?.authority == "[::1]:8765")
        #expect(BindAddress("0.0.0.0:8765")?.isLoopback == false)
        #expect(BindAddress("[::]:8765")?.isLoopback == false)
        #expect(BindAddress("192.168.1.2:80")?.isLoopback == false)
        for bad in ["", "8765", "127.0.0.1", "127.0.0.1:", "127.0.0.1:65536", "127.0.0.1:-1", "example.com:80", "::1:80", "[::1]8765",
                    "127.0.0.1:8٧65"] {
            #expect(BindAddress(bad) == nil, "\(bad)")
        }
    }

    @Test func mirroredHeaderValuesAndOrigins() {
        #expect(HeaderValue.decoded("list_tasks") == "list_tasks")
        #expect(HeaderValue.decoded("=?base64?bGlzdF90YXNrcw==?=") == "list_tasks")
        #expect(HeaderValue.decoded("=?base64?0JfQsNC00LDRh9Cw?=") == "Задача")
        #expect(HeaderValue.decoded("=?base64?!!!?=") == nil)
        let origins = OriginPolicy(port: 8765, extra: ["https://Chat.Example.com/"])
        #expect(origins.allows(nil))
        #expect(origins.allows("http://127.0.0.1:8765") && origins.allows("http://localhost:8765"))
        #expect(origins.allows("https://chat.example.com"))
        #expect(!origins.allows("http://127.0.0.1:8766") && !origins.allows("null") && !origins.allows("http://evil.example"))
    }

    /// A name made to resolve to this machine (DNS rebinding) arrives in Host; loopback answers
    /// only loopback's names with its port, and the names the person gave.
    @Test func hostsTheServerAnswersTo() {
        let loopback = HostPolicy(bound: BindAddress("127.0.0.1:8765")!, extra: ["Tasks.Example.com", "proxy.example:8443"])
        for good in ["127.0.0.1:8765", "localhost:8765", "LOCALHOST:8765", "[::1]:8765", "tasks.example.com", "tasks.example.com:443",
                     "proxy.example:8443"] {
            #expect(loopback.allows(good), "\(good)")
        }
        for bad: String? in [nil, "", "evil.example:8765", "evil.example", "127.0.0.1:8766", "127.0.0.1", "proxy.example",
                             "proxy.example:443", "localhost:+8765", "localhost:8765@evil", "localhost:", "[::1", "127.0.0.2:8765"] {
            #expect(!loopback.allows(bad), "\(bad ?? "nil")")
        }
        let reachable = HostPolicy(bound: BindAddress("192.168.1.5:8765")!, extra: [])
        #expect(reachable.allows("192.168.1.5:8765") && !reachable.allows("evil.example:8765") && !reachable.allows("localhost:8765"))
        // Every interface: reached by names it cannot know, unless given them.
        #expect(HostPolicy(bound: BindAddress("0.0.0.0:8765")!, extra: []).allows("anything.example:1"))
        let named = HostPolicy(bound: BindAddress("[::]:8765")!, extra: ["tasks.example.com"])
        #expect(named.allows("tasks.example.com:8765") && !named.allows("evil.example:8765"))
        #expect(BindAddress("0.0.0.0:1")!.isWildcard && BindAddress("[::]:1")!.isWildcard && !BindAddress("127.0.0.1:1")!.isWildcard)
    }
}
