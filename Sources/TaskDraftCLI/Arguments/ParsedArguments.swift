/// The result of parsing argv against the command table.
public struct ParsedArguments: Sendable {
    public var command: CommandSpec?
    /// Option values by long name; a flag given is stored as `""`.
    public var options: [String: [String]] = [:]
    public var positionals: [String] = []
    /// Where each positional came from in argv, for error messages.
    public var positionalIndices: [Int] = []

    // Options are read by their spec, never by a name typed again: a misspelt one does not compile.

    public func flag(_ option: OptionSpec) -> Bool { options[option.long] != nil }

    public func value(_ option: OptionSpec) -> String? { options[option.long]?.last }

    public func values(_ option: OptionSpec) -> [String] { options[option.long] ?? [] }
}
