import Glibc
import TaskDraftKit

/// Diagnostics on standard error, one line each: standard output belongs to the protocol.
public struct Log: Sendable {
    private let fd: Int32
    private let enabled: Bool
    private let wording: @Sendable (Diagnostic) -> String

    /// `wording` puts a diagnostic into the person's language; English by default.
    public init(fd: Int32 = 2, enabled: Bool = true, wording: @escaping @Sendable (Diagnostic) -> String = { $0.english }) {
        self.fd = fd
        self.enabled = enabled
        self.wording = wording
    }

    public static let silent = Log(enabled: false)

    public func callAsFunction(_ diagnostic: Diagnostic) {
        guard enabled else { return }
        // Messages quote what the client sent (its name, a bad line's error).
        let bytes = Array(("taskdraft mcp: " + TerminalText.line(wording(diagnostic)) + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}
