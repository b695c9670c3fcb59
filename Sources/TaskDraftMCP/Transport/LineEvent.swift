/// What reading the next line of input gave.
public enum LineEvent: Sendable, Hashable {
    /// One line, without its newline.
    case line([UInt8])
    /// A line longer than the cap; its bytes were read and thrown away.
    case oversized(byteCount: Int)
    /// Nothing arrived within the time asked for.
    case timeout
    /// The input is closed (EOF) or unreadable.
    case end
}

/// Where messages come from and go to: stdio in `taskdraft mcp`, memory in tests.
public protocol MessageTransport: AnyObject {
    /// The next line; waits at most `timeoutMilliseconds` when given, else until one arrives.
    func nextLine(timeoutMilliseconds: Int32?) -> LineEvent
    /// Sends one message (a JSON object without a newline) and flushes it.
    func send(_ message: [UInt8])
}
