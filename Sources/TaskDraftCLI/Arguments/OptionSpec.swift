import TaskDraftKit

/// One option, described as data: the single source for parsing, help and error wording.
public struct OptionSpec: Sendable {
    public let long: String
    public let short: Character?
    /// The value's name in help (`<iso8601>`); nil for a flag.
    public let valueName: String?
    public let help: OptionHelp
    public let environment: String?
    public let defaultText: OptionDefault?
    public let allowed: [String]?
    /// An empty value is taken beside `allowed` (`edit --priority ""` resets the priority, as
    /// `modify`'s `priority:` does), without being offered in help or completion.
    public let takesEmpty: Bool
    public let repeatable: Bool
    /// What shell completion offers for the value; `allowed` values when not given.
    public let completion: ValueCompletion

    public init(_ long: String, short: Character? = nil, value: String? = nil, help: HelpText, env: String? = nil,
                default defaultText: OptionDefault? = nil, allowed: [String]? = nil, takesEmpty: Bool = false,
                repeatable: Bool = false, completion: ValueCompletion? = nil) {
        self.init(long, short: short, value: value, saying: .text(help), env: env, default: defaultText, allowed: allowed,
                  takesEmpty: takesEmpty, repeatable: repeatable, completion: completion)
    }

    public init(_ long: String, short: Character? = nil, value: String? = nil, saying help: OptionHelp, env: String? = nil,
                default defaultText: OptionDefault? = nil, allowed: [String]? = nil, takesEmpty: Bool = false,
                repeatable: Bool = false, completion: ValueCompletion? = nil) {
        self.long = long
        self.short = short
        self.valueName = value
        self.help = help
        self.environment = env
        self.defaultText = defaultText
        self.allowed = allowed
        self.takesEmpty = takesEmpty
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

/// What an option is when it is not given: a value as typed (`50`, a path), or words.
public enum OptionDefault: Sendable {
    case value(String)
    case words(HelpText)

    public func text(in language: Language) -> String {
        switch self {
        case .value(let value): return value
        case .words(let words): return words.text(in: language)
        }
    }
}
