/// The process exit codes scripts rely on (DESIGN §4). Each error kind maps to exactly one.
public enum ExitCode: Int32, Sendable {
    case ok = 0
    /// Something failed at run time (database, file, I/O).
    case failure = 1
    /// The command line was wrong; nothing was done.
    case usage = 2
    /// Declined, or needs a confirmation a non-interactive caller did not give; nothing changed.
    case declined = 3
    /// The chosen model backend could not be used.
    case backendUnavailable = 4
    /// A batch where some records failed; the report says which.
    case partial = 5
}

/// A failure the CLI reports with a specific exit code and message.
public struct CLIError: Error, CustomStringConvertible {
    public let code: ExitCode
    public let message: String

    public init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
