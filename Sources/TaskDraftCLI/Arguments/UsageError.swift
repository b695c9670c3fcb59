/// A mistake on the command line: what was wrong, the token, and a suggestion. Exits 2
/// before anything is read or written.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    public let message: String
    /// The command whose usage line to show, if known.
    public let command: String?
    /// Index of the offending token in argv, when there is one.
    public let argumentIndex: Int?

    public init(_ message: String, command: String? = nil, argumentIndex: Int? = nil) {
        self.message = message
        self.command = command
        self.argumentIndex = argumentIndex
    }

    public var description: String { message }
}
