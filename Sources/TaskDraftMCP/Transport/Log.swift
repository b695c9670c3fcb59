import Glibc
import TaskDraftKit

/// Diagnostics on standard error, one line each: standard output belongs to the protocol.
public struct Log: Sendable {
    private let fd: Int32
    private let enabled: Bool

    public init(fd: Int32 = 2, enabled: Bool = true) {
        self.fd = fd
        self.enabled = enabled
    }

    public static let silent = Log(enabled: false)

    public func callAsFunction(_ message: String) {
        guard enabled else { return }
        // Messages quote what the client sent (its name, a bad line's error).
        let bytes = Array(("taskdraft mcp: " + TerminalText.line(message) + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}
