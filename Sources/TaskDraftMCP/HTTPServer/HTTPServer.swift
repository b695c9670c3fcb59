import Glibc
import TaskDraftKit

/// A small HTTP/1.1 server over POSIX sockets: one thread per connection, a bounded number of
/// connections, keep-alive, requests read within `HTTPServerLimits`, and a handler that answers
/// each request through its `HTTPExchange` (a whole response or an event stream).
///
/// When every connection is taken, a new one takes the place of the one that has waited
/// longest for a request (idle between requests, or still sending one): a peer that opens
/// connections and sends nothing, or a byte at a time, cannot keep others out; only
/// connections whose requests are being answered are never cut. With none of those to spare,
/// the newcomer gets 503.
///
/// Written here because no outside Swift package may be used (no SwiftNIO) and Foundation's
/// server-side networking is absent on Linux; it serves one local endpoint, not the web.
public final class HTTPServer: @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPExchange) -> Void

    private let listener: HTTPListener
    private let limits: HTTPServerLimits
    private var handler: Handler = { _ in }
    /// Written to (one byte) to stop `run`: safe from a signal handler.
    private let stopPipe: (read: Int32, write: Int32)
    private let state = ConditionLock()

    /// A connection being served, as the server's lock sees it.
    private struct OpenConnection {
        /// Since when it has been waiting for a request or reading one (monotonic
        /// nanoseconds); nil while its request is being answered.
        var waitingSince: UInt64?
        /// Shut down to make room: its thread is on its way out and it no longer counts.
        var shed = false
    }

    /// Guarded by `state`. A descriptor is closed only under the lock, after leaving this
    /// table, so one found here is never another connection's reused number.
    private var open: [Int32: OpenConnection] = [:]
    private var stopping = false

    /// The address listened on (with the port the kernel chose when 0 was asked).
    public var address: BindAddress { listener.address }

    /// Binds and listens at once (so the port is known, and a port in use is said now);
    /// nothing is accepted before `run`.
    public init(address: BindAddress, limits: HTTPServerLimits = HTTPServerLimits()) throws(HTTPServerFailure) {
        listener = try HTTPListener(address)
        self.limits = limits
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw HTTPServerFailure(.pipe, SystemError(errno)) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        stopPipe = (fds[0], fds[1])
    }

    deinit {
        close(stopPipe.read)
        close(stopPipe.write)
    }

    /// The descriptor `stop` writes to, for a signal handler to write to itself.
    public var stopDescriptor: Int32 { stopPipe.write }

    /// Accepts connections and hands each request to `handler` until `stop`; then calls
    /// `beforeClosing` (to wake what waits inside a handler) and returns once every
    /// connection has ended.
    public func run(handler: @escaping Handler, beforeClosing: () -> Void = {}) {
        self.handler = handler
        // A peer that closes while we write must not end the process: the write fails instead.
        signal(SIGPIPE, SIG_IGN)
        while true {
            if let fd = listener.accept(milliseconds: 1000, stop: stopPipe.read) {
                admit(fd)
            }
            var descriptor = pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 0) > 0 { break }
        }
        state.withLock { stopping = true }
        beforeClosing()
        state.withLock {
            // Wake every connection out of its read; each closes itself.
            for fd in open.keys { shutdown(fd, Int32(SHUT_RDWR)) }
        }
        state.withLock {
            while !open.isEmpty { state.wait(milliseconds: 1000) }
        }
    }

    /// Ends `run` (from any thread).
    public func stop() {
        var byte: UInt8 = 1
        _ = write(stopPipe.write, &byte, 1)
    }

    /// Connections being served now (not counting those shut down to make room).
    public var openConnections: Int { state.withLock { open.values.filter { !$0.shed }.count } }

    private func admit(_ fd: Int32) {
        let admitted = state.withLock { () -> Bool in
            guard !stopping else { return false }
            if open.values.filter({ !$0.shed }).count >= limits.maximumConnections {
                let waiting = open.filter { !$0.value.shed && $0.value.waitingSince != nil }
                guard let longest = waiting.min(by: { $0.value.waitingSince! < $1.value.waitingSince! }) else { return false }
                // Its thread wakes from `poll` to an ended stream and leaves.
                shutdown(longest.key, Int32(SHUT_RDWR))
                open[longest.key]?.shed = true
            }
            open[fd] = OpenConnection(waitingSince: MonotonicTime.now.nanoseconds)
            return true
        }
        guard admitted else {
            // Every connection is busy answering: say so at once and close, without reading.
            let answer = Array("HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)
            _ = answer.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) }
            close(fd)
            return
        }
        // Half the 8 MiB default stack: ample for a request's handling (JSON nesting is capped),
        // and a full house of connections reserves less address space.
        let started = WorkerThread.startDetached(stackBytes: 4 << 20) { [self] in
            serve(fd)
            state.withLock {
                open[fd] = nil
                close(fd)
                state.broadcast()
            }
        }
        if !started {
            state.withLock {
                open[fd] = nil
                close(fd)
            }
        }
    }

    /// Notes whether `fd` is waiting for (or reading) a request, or answering one. A wait
    /// counts from when it began (for a new connection, its admission), not from when its
    /// thread got round to reading: threads start in no set order, and the connection that
    /// came first must be the first to give way.
    private func mark(_ fd: Int32, waiting: Bool) {
        state.withLock {
            guard open[fd] != nil else { return }
            if !waiting {
                open[fd]?.waitingSince = nil
            } else if open[fd]?.waitingSince == nil {
                open[fd]?.waitingSince = MonotonicTime.now.nanoseconds
            }
        }
    }

    /// Reads requests off one connection and hands each to the handler, until the peer closes,
    /// a request is refused, or an answer ends the connection.
    private func serve(_ fd: Int32) {
        let reader = HTTPRequestReader(fd: fd, limits: limits)
        let limits = self.limits
        reader.sendContinue = {
            SocketSend.all(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: fd, by: Deadline(afterMilliseconds: limits.writeMilliseconds))
        }
        while !state.withLock({ stopping || open[fd]?.shed == true }) {
            mark(fd, waiting: true)
            let outcome = reader.next()
            mark(fd, waiting: false)
            switch outcome {
            case .closed:
                return
            case .refused(let status, let message):
                let request = HTTPServerRequest(method: "GET", target: "/", isHTTP11: true, headers: [], body: [])
                HTTPExchange(request: request, fd: fd, limits: limits)
                    .respond(status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array((message + "\n").utf8), close: true)
                // Draining a refused peer is a courtesy: a newcomer may take its place meanwhile.
                mark(fd, waiting: true)
                lingeringClose(fd)
                return
            case .request(let request):
                let exchange = HTTPExchange(request: request, fd: fd, limits: limits)
                handler(exchange)
                if !exchange.responded {
                    exchange.respond(.internalServerError, close: true)
                }
                if exchange.closesConnection { return }
            }
        }
    }
}

extension HTTPServer {
    /// Before closing on a peer whose request was refused unread (a body too large, too
    /// slow): stop writing, then read and drop what it is still sending, for a moment and up
    /// to a bound. Closing with its bytes unread would reset the connection, and the reset
    /// can destroy the answer before the peer reads it.
    func lingeringClose(_ fd: Int32) {
        shutdown(fd, Int32(SHUT_WR))
        let deadline = Deadline(afterMilliseconds: 2000)
        var sink = [UInt8](repeating: 0, count: 64 * 1024)
        var drained = 0
        while drained < 8 << 20 {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, deadline.remainingMilliseconds()) > 0 else { return }
            let n = sink.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if n <= 0 { return }
            drained += n
        }
    }
}

/// Why the server could not start: the address cannot be bound (in use, not this host's).
/// Why the server could not start: the step that failed and the OS's reason, worded where the
/// person reads it (`AgentMessage.cannotListen`); `description` is its English, as logs keep it.
public struct HTTPServerFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Step: Sendable, Hashable {
        /// Opening a socket, listening on the address, making the pipe `stop` writes to.
        case socket, listen(BindAddress), pipe
    }

    public let step: Step
    public let reason: SystemError

    public init(_ step: Step, _ reason: SystemError) {
        self.step = step
        self.reason = reason
    }

    public var description: String {
        switch step {
        case .socket: return "socket: " + reason.english
        case .listen(let address): return "cannot listen on \(address): " + reason.english
        case .pipe: return "pipe: " + reason.english
        }
    }
}
