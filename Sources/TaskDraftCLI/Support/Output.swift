import Glibc

/// The process's standard input as a C stream, named once so Swift 6 can see it is not shared mutably.
public enum StandardInput {
    nonisolated(unsafe) public static let file: UnsafeMutablePointer<FILE> = fdopen(0, "r")
}

/// Buffered writing to a file descriptor: output is built in memory and written in large
/// chunks, which matters when `list` prints 100,000 rows or `draft` 50,000 lines a second.
public final class Output {
    public let fd: Int32
    /// The `errno` of the first failed write (a full disk, a closed pipe), for callers that
    /// must not report success after losing output (`export -o`, the import spool).
    public private(set) var failure: Int32?
    private var buffer: [UInt8] = []
    private static let flushThreshold = 64 * 1024

    public init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(Output.flushThreshold)
    }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Output.flushThreshold { flush() }
    }

    public func line(_ text: String = "") {
        buffer.append(contentsOf: text.utf8)
        buffer.append(0x0A)
        if buffer.count >= Output.flushThreshold { flush() }
    }

    public func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Output.flushThreshold { flush() }
    }

    public func flush() {
        // After a failed write the rest is dropped: it would fail the same way, and the
        // caller reports the first failure.
        if failure != nil {
            buffer.removeAll(keepingCapacity: true)
            return
        }
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                if failure == nil { failure = errno }
                break
            }
            offset += n
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
