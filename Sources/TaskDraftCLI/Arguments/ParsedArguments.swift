/// The result of parsing argv against the command table.
public struct ParsedArguments: Sendable {
    public var command: CommandSpec?
    /// The options given, in argv order, by long name, and their values index for index (a
    /// flag's is `""`). A command line has a handful, searched in order: a `[String: [String]]`
    /// cost every command, `--version` included, ~25,000 instructions, most of it the
    /// metadata of two generic types no other start-up code used.
    private(set) var optionNames: [String] = []
    private(set) var optionValues: [String] = []
    public var positionals: [String] = []
    /// Where each positional came from in argv, for error messages.
    public var positionalIndices: [Int] = []

    // Options are read by their spec, never by a name typed again: a misspelt one does not compile.

    public func flag(_ option: OptionSpec) -> Bool { optionNames.contains(option.long) }

    public func value(_ option: OptionSpec) -> String? { optionNames.lastIndex(of: option.long).map { optionValues[$0] } }

    public func values(_ option: OptionSpec) -> [String] {
        optionNames.indices.filter { optionNames[$0] == option.long }.map { optionValues[$0] }
    }

    mutating func append(_ value: String, for option: OptionSpec) {
        optionNames.append(option.long)
        optionValues.append(value)
    }
}
