/// One option, described as data: the single source for parsing, help and error wording.
public struct OptionSpec: Sendable {
    public let long: String
    public let short: Character?
    /// The value's name in help (`<iso8601>`); nil for a flag.
    public let valueName: String?
    public let help: String
    public let environment: String?
    public let defaultText: String?
    public let allowed: [String]?
    public let repeatable: Bool

    public init(_ long: String, short: Character? = nil, value: String? = nil, help: String, env: String? = nil,
                default defaultText: String? = nil, allowed: [String]? = nil, repeatable: Bool = false) {
        self.long = long
        self.short = short
        self.valueName = value
        self.help = help
        self.environment = env
        self.defaultText = defaultText
        self.allowed = allowed
        self.repeatable = repeatable
    }

    public var takesValue: Bool { valueName != nil }

    /// `-y, --yes` or `--tz <zone>`.
    public var synopsis: String {
        var s = short.map { "-\($0), " } ?? ""
        s += "--" + long
        if let valueName { s += " <\(valueName)>" }
        return s
    }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
    public let name: String
    public let help: String
    public let repeating: Bool
    public let optional: Bool
    /// Words such as `-work` (Taskwarrior's "without tag") are arguments here, not options.
    public let acceptsDashWords: Bool

    public init(_ name: String, help: String, repeating: Bool = false, optional: Bool = false,
                acceptsDashWords: Bool = false) {
        self.name = name
        self.help = help
        self.repeating = repeating
        self.optional = optional
        self.acceptsDashWords = acceptsDashWords
    }

    public var synopsis: String {
        let core = "<\(name)>" + (repeating ? "..." : "")
        return optional ? "[\(core)]" : core
    }
}

/// A command, described as data. `help`, usage lines and errors are all generated from it.
public struct CommandSpec: Sendable {
    public let name: String
    /// Other names the command answers to (Taskwarrior's habits: `ls`, `rm`, `complete`).
    public let aliases: [String]
    public let abstract: String
    public let discussion: String?
    public let arguments: [ArgumentSpec]
    public let options: [OptionSpec]
    public let examples: [String]
    public let run: @Sendable (Invocation) throws -> ExitCode

    public init(_ name: String, aliases: [String] = [], abstract: String, discussion: String? = nil,
                arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], examples: [String] = [],
                run: @escaping @Sendable (Invocation) throws -> ExitCode) {
        self.name = name
        self.aliases = aliases
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
        self.run = run
    }

    /// True for the command's name or one of its aliases.
    public func answers(to word: String) -> Bool { name == word || aliases.contains(word) }
}
