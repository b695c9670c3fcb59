import Glibc

/// Reads newline-framed messages from a file descriptor with a bounded buffer
/// (https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio).
///
/// A peer that never sends a newline, or sends megabytes of noise, must not grow memory
/// without end or stop the server: past `maximumLineBytes` the rest of the line is read and
/// dropped, and the caller gets `.oversized` to answer with an error.
public final class LineReader {
    /// The longest message accepted: far above any real MCP request (a tool call is a few
    /// kilobytes), low enough that a runaway peer costs at most this much memory.
    public static let maximumLineBytes = 1 << 20
    /// Bytes asked of `read(2)` at a time.
    static let chunkBytes = 64 * 1024

    private let fd: Int32
    private let maximum: Int
    private var buffer: [UInt8] = []
    /// Where the unconsumed bytes start in `buffer` (consumed bytes are compacted away lazily).
    private var start = 0
    /// How far `buffer` has been searched for a newline, so a long line is scanned once.
    private var scanned = 0
    /// Bytes of the current oversized line dropped so far; nil when not discarding.
    private var discarded: Int?
    private var atEnd = false

    public init(fd: Int32, maximumLineBytes: Int = LineReader.maximumLineBytes) {
        self.fd = fd
        self.maximum = maximumLineBytes
        buffer.reserveCapacity(LineReader.chunkBytes)
    }

    public func next(timeoutMilliseconds: Int32? = nil) -> LineEvent {
        while true {
            if let event = takeLine() { return event }
            if atEnd { return finish() }
            if let timeoutMilliseconds, !waitForInput(timeoutMilliseconds) { return .timeout }
            fill()
        }
    }

    /// A complete line from the buffer, or nil when more input is needed.
    private func takeLine() -> LineEvent? {
        if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
            let length = newline - start
            defer {
                start = newline + 1
                scanned = start
                compact()
            }
            if let dropped = discarded {
                discarded = nil
                return .oversized(byteCount: dropped + length)
            }
            if length > maximum { return .oversized(byteCount: length) }
            var end = newline
            if end > start, buffer[end - 1] == 0x0D { end -= 1 }
            return .line(Array(buffer[start..<end]))
        }
        scanned = buffer.count
        let pending = buffer.count - start
        if pending > maximum || (discarded != nil && pending > 0) {
            // Past the cap: keep counting, stop keeping.
            discarded = (discarded ?? 0) + pending
            buffer.removeAll(keepingCapacity: true)
            start = 0
            scanned = 0
        }
        return nil
    }

    /// What is left at EOF: a last line without a newline, then `.end`.
    private func finish() -> LineEvent {
        if let dropped = discarded {
            let total = dropped + buffer.count - start
            discarded = nil
            buffer.removeAll()
            start = 0
            scanned = 0
            return .oversized(byteCount: total)
        }
        if start < buffer.count {
            let line = Array(buffer[start...])
            buffer.removeAll()
            start = 0
            scanned = 0
            return line.count > maximum ? .oversized(byteCount: line.count) : .line(line)
        }
        return .end
    }

    private func fill() {
        var chunk = [UInt8](repeating: 0, count: LineReader.chunkBytes)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                buffer.append(contentsOf: chunk[0..<n])
                return
            }
            if n < 0, errno == EINTR { continue }
            atEnd = true
            return
        }
    }

    /// True when input (or EOF) is ready within the timeout.
    private func waitForInput(_ milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready != 0
        }
    }

    /// Drops consumed bytes once they are most of the buffer, so it never creeps upward.
    private func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
            scanned = 0
        } else if start > LineReader.chunkBytes, start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            scanned -= start
            start = 0
        }
    }
}
