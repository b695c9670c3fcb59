
/// A command, described as data. `help`, usage lines and errors are all generated from it.
public struct CommandSpec: Sendable {
    public let name: String
    /// Other names the command answers to (Taskwarrior's habits: `ls`, `rm`, `complete`).
    public let aliases: [String]
    public let abstract: HelpText
    public let discussion: HelpText?
    public let arguments: [ArgumentSpec]
    public let options: [OptionSpec]
    public let examples: [HelpExample]
    /// Plumbing for the shell scripts (`__complete`, `__man`): parsed like any command, left out
    /// of help, completions and the man page.
    public let hidden: Bool
    public let run: @Sendable (Invocation) throws -> ExitCode

    public init(_ name: String, aliases: [String] = [], abstract: HelpText, discussion: HelpText? = nil,
                arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], examples: [HelpExample] = [], hidden: Bool = false,
                run: @escaping @Sendable (Invocation) throws -> ExitCode) {
        self.name = name
        self.aliases = aliases
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
        self.hidden = hidden
        self.run = run
    }
}
