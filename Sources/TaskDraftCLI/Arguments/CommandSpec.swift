/// What a value of an option or argument is, so shell completions can offer it. Static kinds
/// are written into the generated scripts; the dynamic ones ask `taskdraft __complete KIND`.
public enum ValueCompletion: Sendable, Equatable {
    /// Free text: nothing to offer.
    case none
    /// One of these words.
    case words([String])
    /// A file name.
    case file
    /// A command's name.
    case command
    /// The id of a pending task, with its title (from the database).
    case taskID
    /// `list` filters: `+tag`, `project:`, `due:`, `status:`, `priority:`, with tags and projects from the database.
    case filter
    /// A tag in the database.
    case tag
    /// A project in the database.
    case project
    /// A backend name: `builtin` and config.json's backends.
    case backend
    /// A region code: the policy table's rows and config.json's.
    case region

    /// The kind the binary answers at completion time (`taskdraft __complete KIND PREFIX`);
    /// nil for the kinds the scripts complete by themselves.
    public var dynamicKind: String? {
        switch self {
        case .taskID: "id"
        case .filter: "filter"
        case .tag: "tag"
        case .project: "project"
        case .backend: "backend"
        case .region: "region"
        case .none, .words, .file, .command: nil
        }
    }
}

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
    /// What shell completion offers for the value; `allowed` values when not given.
    public let completion: ValueCompletion

    public init(_ long: String, short: Character? = nil, value: String? = nil, help: String, env: String? = nil,
                default defaultText: String? = nil, allowed: [String]? = nil, repeatable: Bool = false,
                completion: ValueCompletion? = nil) {
        self.long = long
        self.short = short
        self.valueName = value
        self.help = help
        self.environment = env
        self.defaultText = defaultText
        self.allowed = allowed
        self.repeatable = repeatable
        self.completion = completion ?? allowed.map(ValueCompletion.words) ?? .none
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
    public let completion: ValueCompletion

    public init(_ name: String, help: String, repeating: Bool = false, optional: Bool = false,
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
    /// Plumbing for the shell scripts (`__complete`, `__man`): parsed like any command, left out
    /// of help, completions and the man page.
    public let hidden: Bool
    public let run: @Sendable (Invocation) throws -> ExitCode

    public init(_ name: String, aliases: [String] = [], abstract: String, discussion: String? = nil,
                arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], examples: [String] = [], hidden: Bool = false,
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

    /// True for the command's name or one of its aliases.
    public func answers(to word: String) -> Bool { name == word || aliases.contains(word) }
}
