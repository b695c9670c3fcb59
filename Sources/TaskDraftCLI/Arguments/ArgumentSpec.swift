/// A positional argument.
public struct ArgumentSpec: Sendable {
    public let name: String
    public let help: HelpText
    public let repeating: Bool
    public let optional: Bool
    /// Words such as `-work` (Taskwarrior's "without tag") are arguments here, not options.
    public let acceptsDashWords: Bool
    public let completion: ValueCompletion

    public init(_ name: String, help: HelpText, repeating: Bool = false, optional: Bool = false,
                acceptsDashWords: Bool = false, completion: ValueCompletion = .none) {
        self.name = name
        self.help = help
        self.repeating = repeating
        self.optional = optional
        self.acceptsDashWords = acceptsDashWords
        self.completion = completion
    }

    public var synopsis: String {
        let core = "<\(name)>" + (repeating ? "..." : "")
        return optional ? "[\(core)]" : core
    }
}
