import TaskDraftKit

/// The process exit codes scripts rely on (DESIGN §4). Each error kind maps to exactly one.
public enum ExitCode: Int32, Sendable, CaseIterable {
    case ok = 0
    /// Something failed at run time (database, file, I/O).
    case failure = 1
    /// The command line was wrong; nothing was done.
    case usage = 2
    /// Declined, or needs a confirmation a non-interactive caller did not give; nothing changed.
    case declined = 3
    /// The chosen model backend could not be used, or a forced one gave no usable draft.
    case backendUnavailable = 4
    /// A batch where some records failed; the report says which.
    case partial = 5

    /// The meaning help and the man page give.
    public var meaning: String {
        switch self {
        case .ok: "done"
        case .failure: "runtime error"
        case .usage: "usage error"
        case .declined: "declined, or needs confirmation (pass --yes when not on a terminal)"
        case .backendUnavailable: "model backend unavailable, or a forced one (--backend) gave no usable draft"
        case .partial: "partial batch: some records failed"
        }
    }
}

/// A failure the CLI reports with a specific exit code and message.
public struct CLIError: Error, CustomStringConvertible {
    public let code: ExitCode
    /// In English; `text(_:)` gives it in the terminal's language.
    public let message: String
    /// The catalogue's wording, when the message came from there.
    let wording: Message?

    public init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
        self.wording = nil
    }

    init(_ code: ExitCode, _ wording: Message) {
        self.code = code
        self.message = wording.text(.english)
        self.wording = wording
    }

    /// The message in `language`.
    func text(_ language: Language) -> String { wording?.text(language) ?? message }

    public var description: String { message }
}
