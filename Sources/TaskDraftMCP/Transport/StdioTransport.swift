import Glibc

/// MCP's stdio transport: messages in on standard input, out on standard output, one per
/// line, and nothing else on standard output (logs go to standard error).
public final class StdioTransport: MessageTransport {
    private let reader: LineReader
    private let outputFD: Int32
    /// Set when the reader of our output went away; later sends are dropped.
    public private(set) var outputClosed = false

    public init(inputFD: Int32 = 0, outputFD: Int32 = 1) {
        reader = LineReader(fd: inputFD)
        self.outputFD = outputFD
        // A client that exits while we answer must not kill us with SIGPIPE mid-write;
        // the failed write is noticed instead, and the next read sees EOF.
        signal(SIGPIPE, SIG_IGN)
    }

    public func nextLine(timeoutMilliseconds: Int32?) -> LineEvent {
        reader.next(timeoutMilliseconds: timeoutMilliseconds)
    }

    public func send(_ message: [UInt8]) {
        guard !outputClosed else { return }
        var bytes = message
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(outputFD, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                outputClosed = true
                return
            }
            offset += n
        }
    }
}
