
/// A command, described as data. `help`, usage lines and errors are all generated from it.
public struct CommandSpec: Sendable {
    public let name: String
    /// Other names the command answers to (Taskwarrior's habits: `ls`, `rm`, `complete`).
    public let aliases: [String]
    public let abstract: String
    /// Made when help or a manual page asks for it: `mcp`'s names every MCP tool, from their
    /// descriptors, which no other command has any use for.
    public var discussion: String? { discussionText() }
    private let discussionText: @Sendable () -> String?
    public let arguments: [ArgumentSpec]
    public let options: [OptionSpec]
    public let examples: [String]
    /// Plumbing for the shell scripts (`__complete`, `__man`): parsed like any command, left out
    /// of help, completions and the man page.
    public let hidden: Bool
    public let run: @Sendable (Invocation) throws -> ExitCode

    public init(_ name: String, aliases: [String] = [], abstract: String, discussion: @autoclosure @escaping @Sendable () -> String? = nil,
                arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], examples: [String] = [], hidden: Bool = false,
                run: @escaping @Sendable (Invocation) throws -> ExitCode) {
        self.name = name
        self.aliases = aliases
        self.abstract = abstract
        discussionText = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
        self.hidden = hidden
        self.run = run
    }

    /// True for the command's name or one of its aliases.
    public func answers(to word: String) -> Bool { name == word || aliases.contains(word) }
}
