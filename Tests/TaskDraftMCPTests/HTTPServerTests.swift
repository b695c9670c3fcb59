import Glibc
import Testing
import TaskDraftKit
@testable import TaskDraftMCP

/// The HTTP server on 127.0.0.1 with a port the kernel picks, driven by plain sockets: who
/// gets a connection when all are taken, what a peer that stops reading costs, and that
/// `stop` ends everything. Every wait is bounded; nothing here measures speed.
@Suite struct HTTPServerTests {
    /// A server running on a thread of its own until `finish`.
    final class Running: @unchecked Sendable {
        let server: HTTPServer
        private let thread: pthread_t

        init(limits: HTTPServerLimits, handler: @escaping HTTPServer.Handler) throws {
            let server = try HTTPServer(address: BindAddress("127.0.0.1:0")!, limits: limits)
            self.server = server
            guard let thread = WorkerThread.start({ server.run(handler: handler) }) else { throw HTTPServerFailure(.pipe, SystemError(EAGAIN)) }
            self.thread = thread
        }

        var port: UInt16 { server.address.port }

        /// Stops the server and waits for `run` to return.
        func finish() {
            server.stop()
            WorkerThread.join(thread)
        }
    }

    /// A client connection to 127.0.0.1.
    final class Peer {
        let fd: Int32

        init(port: UInt16) throws {
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(port.bigEndian)
            inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard result == 0 else { throw HTTPServerFailure(.socket, SystemError(errno)) }
        }

        deinit { close(fd) }

        func send(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }

        /// What arrives within `milliseconds`, up to the peer closing or `until` being seen.
        func read(milliseconds: Int32 = 5000, until marker: String? = nil) -> String {
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65536)
            let deadline = Deadline(afterMilliseconds: Int(milliseconds))
            while !deadline.hasPassed {
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, deadline.remainingMilliseconds()) > 0 else { break }
                let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if n <= 0 { break }
                received += chunk[0..<n]
                if let marker, String(decoding: received, as: UTF8.self).contains(marker) { break }
            }
            return String(decoding: received, as: UTF8.self)
        }

        /// The status code of the next answer.
        func status() -> Int? {
            let text = read(until: "\r\n\r\n")
            guard text.hasPrefix("HTTP/1.1 ") else { return nil }
            return Int(text.dropFirst(9).prefix(3))
        }
    }

    static let request = "GET /x HTTP/1.1\r\nHost: h\r\n\r\n"

    /// Answers 200 with the path as the body.
    static let echo: HTTPServer.Handler = { exchange in
        exchange.respond(.ok, body: Array(exchange.request.path.utf8))
    }

    @Test func idleConnectionsGiveWayToANewOne() throws {
        var limits = HTTPServerLimits()
        limits.maximumConnections = 4
        let running = try Running(limits: limits, handler: Self.echo)
        defer { running.finish() }
        // Four peers take every place and say nothing (as a slowloris would).
        let idle = try (0..<4).map { _ in try Peer(port: running.port) }
        let fifth = try Peer(port: running.port)
        fifth.send(Self.request)
        #expect(fifth.status() == 200)
        // The one that waited longest was let go.
        #expect(idle[0].read(milliseconds: 2000).isEmpty)
        var closed = pollfd(fd: idle[0].fd, events: Int16(POLLIN), revents: 0)
        #expect(poll(&closed, 1, 0) == 1 && recv(idle[0].fd, nil, 0, Int32(MSG_DONTWAIT)) == 0, "the longest-idle peer is closed")
    }

    /// State a handler and the test share, under one lock.
    final class Shared<Value>: @unchecked Sendable {
        let lock = ConditionLock()
        var value: Value
        init(_ value: Value) { self.value = value }

        func update(_ change: (inout Value) -> Void) {
            lock.withLock {
                change(&value)
                lock.broadcast()
            }
        }

        /// Waits (at most `milliseconds`) until `ready` holds; the value then.
        func wait(milliseconds: Int = 5000, until ready: (Value) -> Bool) -> Value {
            let deadline = Deadline(afterMilliseconds: milliseconds)
            return lock.withLock {
                while !ready(value), !deadline.hasPassed { lock.wait(milliseconds: 50) }
                return value
            }
        }
    }

    @Test func connectionsBeingAnsweredAreNeverCut() throws {
        var limits = HTTPServerLimits()
        limits.maximumConnections = 2
        // How many requests the handler holds, and whether to let them go.
        let held = Shared((count: 0, release: false))
        let running = try Running(limits: limits) { exchange in
            held.update { $0.count += 1 }
            _ = held.wait(milliseconds: 10_000) { $0.release }
            exchange.respond(.ok)
        }
        defer { running.finish() }
        let busy = try (0..<2).map { _ in try Peer(port: running.port) }
        for peer in busy { peer.send(Self.request) }
        #expect(held.wait { $0.count == 2 }.count == 2)
        let third = try Peer(port: running.port)
        third.send(Self.request)
        #expect(third.status() == 503)
        held.update { $0.release = true }
        for peer in busy { #expect(peer.status() == 200) }
    }

    /// A peer that asks for an answer and never reads it costs the server the write limit, not
    /// a thread for good: the connection is closed and `stop` still returns.
    @Test func aPeerThatStopsReadingIsLetGo() throws {
        var limits = HTTPServerLimits()
        limits.writeMilliseconds = 300
        let wrote = Shared<Bool?>(nil)
        let running = try Running(limits: limits) { exchange in
            let written = exchange.respond(.ok, body: [UInt8](repeating: 0x78, count: 64 << 20))
            wrote.update { $0 = written }
        }
        let peer = try Peer(port: running.port)
        peer.send(Self.request)
        #expect(wrote.wait(milliseconds: 10_000) { $0 != nil } == false, "the write gave up")
        running.finish()
    }

    @Test func aClientThatExpectsContinueIsToldToSendItsBody() throws {
        let running = try Running(limits: HTTPServerLimits()) { exchange in
            exchange.respond(.ok, body: exchange.request.body)
        }
        defer { running.finish() }
        let peer = try Peer(port: running.port)
        peer.send("POST /x HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n")
        #expect(peer.read(until: "\r\n\r\n").hasPrefix("HTTP/1.1 100 Continue"))
        peer.send("hello")
        let answer = peer.read(until: "hello")
        #expect(answer.hasPrefix("HTTP/1.1 200") && answer.hasSuffix("hello"), "\(answer)")
    }

    @Test func keepAliveServesRequestsInTurnAndStopClosesTheConnection() throws {
        let running = try Running(limits: HTTPServerLimits(), handler: Self.echo)
        let peer = try Peer(port: running.port)
        peer.send("GET /one HTTP/1.1\r\nHost: h\r\n\r\nGET /two HTTP/1.1\r\nHost: h\r\n\r\n")
        let both = peer.read(until: "/two")
        #expect(both.hasPrefix("HTTP/1.1 200") && both.hasSuffix("/two") && both.contains("/oneHTTP/1.1 200"), "\(both)")
        running.finish()
        #expect(peer.read(milliseconds: 2000).isEmpty, "stopped: the kept connection is closed")
        #expect(running.server.openConnections == 0)
    }

    @Test func anEventStreamIsChunkedServerSentEvents() throws {
        let running = try Running(limits: HTTPServerLimits()) { exchange in
            exchange.startEventStream()
            exchange.event(Array("{\"a\":1}\nsecond line".utf8))
            exchange.keepAlive()
            exchange.finish()
        }
        defer { running.finish() }
        let peer = try Peer(port: running.port)
        peer.send(Self.request)
        let text = peer.read(until: "0\r\n\r\n")
        #expect(text.contains("Content-Type: text/event-stream\r\n") && text.contains("Transfer-Encoding: chunked\r\n"))
        let event = "event: message\ndata: {\"a\":1}\ndata: second line\n\n"
        #expect(text.contains(String(event.utf8.count, radix: 16) + "\r\n" + event + "\r\n"), "\(text)")
        #expect(text.contains("\r\n: keep-alive\n\n\r\n") && text.hasSuffix("\r\n0\r\n\r\n"))
    }
}
