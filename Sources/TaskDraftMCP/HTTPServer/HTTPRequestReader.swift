import Glibc
import TaskDraftKit

/// Reads HTTP/1.1 requests from one connection (RFC 9112), within `HTTPServerLimits`.
///
/// Every read waits with `poll` against a deadline, and the deadline holds even while bytes
/// keep coming: the first byte of a request may take the idle time, the whole request (head and
/// body) the request time from there. Nothing is held beyond the head and body limits: a head
/// past its limit, a Content-Length past the body limit, or chunks (or their framing) that add up
/// past it are answered at once (431, 413) and the connection closed, without reading the rest.
/// Framing that two parsers could read two ways (Content-Length with chunked, two different
/// lengths, folded headers) is refused, so a proxy in front cannot be made to see another
/// request than this server does. Consumed bytes are skipped by an offset, never moved one by
/// one, so the work per byte received stays constant however the peer slices its request.
final class HTTPRequestReader {
    enum Outcome {
        case request(HTTPServerRequest)
        /// The peer closed the connection, or sent nothing within the idle time.
        case closed
        /// Answer with this status and close: the request was malformed, too large or too slow.
        case refused(HTTPStatus, String)
    }

    /// Empty lines a peer may send before a request line (RFC 9112 §2.2 asks to ignore at
    /// least one); more is not a client being lenient but a peer holding the connection.
    static let maximumStrayLineEndBytes = 16

    private let fd: Int32
    private let limits: HTTPServerLimits
    /// Bytes received; those before `start` are consumed.
    private var buffer: [UInt8] = []
    private var start = 0
    /// One receive's worth, reused for every read.
    private var scratch = [UInt8](repeating: 0, count: 16 * 1024)
    /// Sends `100 Continue` to a client that waits for it before its body; false when it could
    /// not go out in time (the connection is then given up).
    var sendContinue: () -> Bool = { true }

    init(fd: Int32, limits: HTTPServerLimits) {
        self.fd = fd
        self.limits = limits
        buffer.reserveCapacity(scratch.count)
    }

    private var available: Int { buffer.count - start }

    /// Marks `count` bytes consumed; the buffer is compacted once most of it is.
    private func consume(_ count: Int) {
        start += count
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
    }

    /// The unconsumed bytes from `offset` (relative to `start`) for `count`.
    private func bytes(_ offset: Int, _ count: Int) -> ArraySlice<UInt8> { buffer[(start + offset)..<(start + offset + count)] }

    /// Where `needle` first occurs in the unconsumed bytes at or after `from`, relative to `start`.
    private func find(_ needle: [UInt8], from: Int) -> Int? {
        buffer.firstOffset(of: needle, from: start + from).map { $0 - start }
    }

    func next() -> Outcome {
        let idle = Deadline(afterMilliseconds: limits.idleMilliseconds)
        var strayLineEnds = 0
        while true {
            while available > 0, buffer[start] == 0x0D || buffer[start] == 0x0A {
                consume(1)
                strayLineEnds += 1
                if strayLineEnds > Self.maximumStrayLineEndBytes {
                    return .refused(.badRequest, "empty lines where a request line belongs")
                }
            }
            if available > 0 { break }
            switch fill(by: idle) {
            case .data: continue
            case .end, .timeout, .failed: return .closed
            }
        }
        let deadline = Deadline(afterMilliseconds: limits.requestMilliseconds)
        // The head: up to the empty line, within its limit.
        var searched = 0
        let headEnd: Int
        while true {
            if let end = find([0x0D, 0x0A, 0x0D, 0x0A], from: max(0, searched - 3)) {
                headEnd = end
                break
            }
            searched = available
            if available > limits.maximumHeadBytes {
                return .refused(.headerFieldsTooLarge, "the request line and headers exceed \(limits.maximumHeadBytes) bytes")
            }
            switch fill(by: deadline) {
            case .data: continue
            case .timeout: return .refused(.requestTimeout, "the request did not arrive within \(limits.requestMilliseconds) ms")
            case .end, .failed: return .closed
            }
        }
        guard headEnd <= limits.maximumHeadBytes else {
            return .refused(.headerFieldsTooLarge, "the request line and headers exceed \(limits.maximumHeadBytes) bytes")
        }
        let head = Array(bytes(0, headEnd))
        consume(headEnd + 4)
        let parsed: Head
        switch Self.parseHead(head, limits: limits) {
        case .success(let value): parsed = value
        case .failure(let refusal): return .refused(refusal.status, refusal.message)
        }
        // The body, as framed.
        var body: [UInt8] = []
        switch parsed.framing {
        case .none:
            break
        case .length(let length):
            guard length <= limits.maximumBodyBytes else {
                return .refused(.contentTooLarge, "the body exceeds the \(limits.maximumBodyBytes)-byte limit")
            }
            if length > 0, parsed.expectsContinue, available == 0, !sendContinue() { return .closed }
            while available < length {
                switch fill(by: deadline) {
                case .data: continue
                case .timeout: return .refused(.requestTimeout, "the body did not arrive within \(limits.requestMilliseconds) ms")
                case .end, .failed: return .closed
                }
            }
            body = Array(bytes(0, length))
            consume(length)
        case .chunked:
            if parsed.expectsContinue, available == 0, !sendContinue() { return .closed }
            switch readChunks(by: deadline) {
            case .success(let bytes): body = bytes
            case .failure(let refusal): return refusal.status == .none ? .closed : .refused(refusal.status, refusal.message)
            }
        }
        return .request(HTTPServerRequest(method: parsed.method, target: parsed.target, isHTTP11: parsed.isHTTP11,
                                          headers: parsed.headers, body: body))
    }

    // MARK: - Reading

    private enum Fill { case data, end, timeout, failed }

    /// Waits for bytes until `deadline` and appends what arrived. A deadline that has passed
    /// is a timeout even when more bytes are waiting: a peer that never stops sending is cut
    /// off as surely as one that never starts.
    private func fill(by deadline: Deadline) -> Fill {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        while true {
            if deadline.hasPassed { return .timeout }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, deadline.remainingMilliseconds())
            if ready < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            if ready == 0 { return .timeout }
            let n = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if n > 0 {
                buffer.append(contentsOf: scratch[0..<n])
                return .data
            }
            if n == 0 { return .end }
            if errno == EINTR || errno == EAGAIN { continue }
            return .failed
        }
    }

    private struct Refusal: Error {
        /// `.none` means the peer went away: close without an answer.
        let status: HTTPStatus
        let message: String
    }

    /// A chunked body (RFC 9112 §7.1): sizes in hex, extensions and trailers read and dropped,
    /// the total within the body limit, and the framing around it (size lines, extensions)
    /// within as much again, so a body of one-byte chunks cannot cost more than twice its limit.
    private func readChunks(by deadline: Deadline) -> Result<[UInt8], Refusal> {
        var body: [UInt8] = []
        var framing = 0
        let tooLarge = Refusal(status: .contentTooLarge, message: "the chunked body exceeds the \(limits.maximumBodyBytes)-byte limit")
        func line(_ most: Int) -> Result<[UInt8], Refusal> {
            var searched = 0
            while true {
                if let end = find([0x0D, 0x0A], from: max(0, searched - 1)) {
                    let bytes = Array(self.bytes(0, end))
                    consume(end + 2)
                    return .success(bytes)
                }
                searched = available
                if available > most { return .failure(Refusal(status: .badRequest, message: "a chunk line is too long")) }
                switch fill(by: deadline) {
                case .data: continue
                case .timeout: return .failure(Refusal(status: .requestTimeout, message: "the body did not arrive in time"))
                case .end, .failed: return .failure(Refusal(status: .none, message: ""))
                }
            }
        }
        while true {
            let sizeLine: [UInt8]
            switch line(1024) {
            case .success(let bytes): sizeLine = bytes
            case .failure(let refusal): return .failure(refusal)
            }
            framing += sizeLine.count + 4
            guard framing <= limits.maximumBodyBytes else { return .failure(tooLarge) }
            guard let size = Self.chunkSize(sizeLine) else {
                return .failure(Refusal(status: .badRequest, message: "a chunk size is not hexadecimal"))
            }
            if size == 0 { break }
            guard body.count + size <= limits.maximumBodyBytes else { return .failure(tooLarge) }
            while available < size + 2 {
                switch fill(by: deadline) {
                case .data: continue
                case .timeout: return .failure(Refusal(status: .requestTimeout, message: "the body did not arrive in time"))
                case .end, .failed: return .failure(Refusal(status: .none, message: ""))
                }
            }
            guard buffer[start + size] == 0x0D, buffer[start + size + 1] == 0x0A else {
                return .failure(Refusal(status: .badRequest, message: "a chunk does not end with CRLF"))
            }
            body.append(contentsOf: bytes(0, size))
            consume(size + 2)
        }
        // Trailer fields, up to the empty line; their size counts against the head's limit.
        var trailerBytes = 0
        while true {
            switch line(limits.maximumHeadBytes) {
            case .success(let bytes):
                if bytes.isEmpty { return .success(body) }
                trailerBytes += bytes.count + 2
                if trailerBytes > limits.maximumHeadBytes {
                    return .failure(Refusal(status: .headerFieldsTooLarge, message: "the trailer fields are too large"))
                }
            case .failure(let refusal): return .failure(refusal)
            }
        }
    }

    /// A chunk-size line's size: 1 to 8 hex digits before any `;extension`; nil otherwise
    /// (a sign, a space, nothing).
    static func chunkSize(_ line: [UInt8]) -> Int? {
        let digits = line.prefix { $0 != 0x3B }
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var size = 0
        for digit in digits {
            switch digit {
            case 0x30...0x39: size = size << 4 | Int(digit - 0x30)
            case 0x41...0x46: size = size << 4 | Int(digit - 0x41 + 10)
            case 0x61...0x66: size = size << 4 | Int(digit - 0x61 + 10)
            default: return nil
            }
        }
        return size
    }

    // MARK: - Parsing the head

    struct Head {
        enum Framing { case none, length(Int), chunked }
        var method: String
        var target: String
        var isHTTP11: Bool
        var headers: [(name: String, value: String)]
        var framing: Framing
        var expectsContinue: Bool
    }

    static func parseHead(_ head: [UInt8], limits: HTTPServerLimits) -> Result<Head, RefusalText> {
        var lines = head.split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> ArraySlice<UInt8> in
            line.last == 0x0D ? line.dropLast() : line
        }
        guard !lines.isEmpty else { return .failure(RefusalText(.badRequest, "an empty request")) }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return .failure(RefusalText(.badRequest, "the request line is not METHOD TARGET VERSION")) }
        guard !parts[0].isEmpty, parts[0].count <= 16, parts[0].allSatisfy(isTokenByte) else {
            return .failure(RefusalText(.badRequest, "the method is not a token"))
        }
        guard parts[1].first == 0x2F, parts[1].count <= 4096, parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            return .failure(RefusalText(.badRequest, "the request target is not a path"))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .failure(RefusalText(.versionNotSupported, "only HTTP/1.1 and HTTP/1.0 are served"))
        }
        var headers: [(name: String, value: String)] = []
        for line in lines {
            guard let first = line.first else { continue }
            if first == 0x20 || first == 0x09 { return .failure(RefusalText(.badRequest, "folded header lines are not accepted")) }
            guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex else {
                return .failure(RefusalText(.badRequest, "a header line has no name"))
            }
            let name = line[line.startIndex..<colon]
            guard name.count <= 256, name.allSatisfy(isTokenByte) else { return .failure(RefusalText(.badRequest, "a header name is not a token")) }
            let value = line[line.index(after: colon)...]
            guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                return .failure(RefusalText(.badRequest, "a header value holds control characters"))
            }
            headers.append((String(decoding: name, as: UTF8.self).lowercased(), String(decoding: value, as: UTF8.self).trimmingWhitespace()))
            if headers.count > limits.maximumHeaderCount {
                return .failure(RefusalText(.headerFieldsTooLarge, "more than \(limits.maximumHeaderCount) header fields"))
            }
        }
        let isHTTP11 = version == "HTTP/1.1"
        if isHTTP11, !headers.contains(where: { $0.name == "host" }) {
            return .failure(RefusalText(.badRequest, "an HTTP/1.1 request needs a Host header"))
        }
        let encodings = headers.filter { $0.name == "transfer-encoding" }.map(\.value)
        let lengths = headers.filter { $0.name == "content-length" }.map(\.value)
        var framing = Head.Framing.none
        if !encodings.isEmpty {
            guard lengths.isEmpty else { return .failure(RefusalText(.badRequest, "Content-Length and Transfer-Encoding together")) }
            guard encodings.count == 1, encodings[0].lowercased() == "chunked" else {
                return .failure(RefusalText(.notImplemented, "only the chunked transfer coding is accepted"))
            }
            framing = .chunked
        } else if let length = lengths.first {
            guard Set(lengths).count == 1, !length.isEmpty, length.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                return .failure(RefusalText(.badRequest, "Content-Length is not one decimal number"))
            }
            // Past 18 digits it is past any limit (and past Int): refused as too large.
            framing = .length(length.count <= 18 ? Int(length) ?? Int.max : Int.max)
        }
        let expectsContinue = isHTTP11 && headers.contains { $0.name == "expect" && $0.value.lowercased() == "100-continue" }
        return .success(Head(method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self),
                             isHTTP11: isHTTP11, headers: headers, framing: framing, expectsContinue: expectsContinue))
    }

    struct RefusalText: Error {
        let status: HTTPStatus
        let message: String
        init(_ status: HTTPStatus, _ message: String) {
            self.status = status
            self.message = message
        }
    }

    /// RFC 9110 `tchar`.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E: return true
        default: return false
        }
    }
}
