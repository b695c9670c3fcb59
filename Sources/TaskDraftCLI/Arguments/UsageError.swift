import TaskDraftKit
import TaskDraftModels

/// A mistake on the command line: what was wrong, the token, and a suggestion. Exits 2
/// before anything is read or written.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    /// In English (tests and logs); `text(_:)` gives it in the terminal's language.
    public let message: String
    /// The catalogue's wording, for every language the terminal speaks.
    let wording: Message?
    /// The command whose usage line to show, if known.
    public let command: String?
    /// Index of the offending token in argv, when there is one.
    public let argumentIndex: Int?

    public init(_ message: String, command: String? = nil, argumentIndex: Int? = nil) {
        self.message = message
        self.wording = nil
        self.command = command
        self.argumentIndex = argumentIndex
    }

    init(_ wording: Message, command: String? = nil, argumentIndex: Int? = nil) {
        self.message = wording.text(.english)
        self.wording = wording
        self.command = command
        self.argumentIndex = argumentIndex
    }

    /// The message in `language`.
    func text(_ language: Language) -> String { wording?.text(language) ?? message }

    public var description: String { message }

    public static func == (a: UsageError, b: UsageError) -> Bool {
        a.message == b.message && a.command == b.command && a.argumentIndex == b.argumentIndex
    }
}

extension UsageError {
    /// A backend name that names none, as the usage error of `command`.
    init(_ unknown: SessionFactory.UnknownBackend, command: String? = nil) {
        self.init(.failure(unknown.review ? .unknownReviewBackend(unknown.name, known: unknown.known)
                                          : .unknownBackend(unknown.name, known: unknown.known)), command: command)
    }
}
