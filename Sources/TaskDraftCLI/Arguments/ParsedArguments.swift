/// The result of parsing argv against the command table.
public struct ParsedArguments: Sendable {
    public var command: CommandSpec?
    /// The options given, in argv order, by long name, with their values (a flag's is `""`):
    /// an option given twice keeps both, and the last one wins where one value is read.
    private(set) var options: [(name: String, value: String)] = []
    public var positionals: [String] = []
    /// Where each positional came from in argv, for error messages.
    public var positionalIndices: [Int] = []

    // Options are read by their spec, never by a name typed again: a misspelt one does not compile.

    public func flag(_ option: OptionSpec) -> Bool { options.contains { $0.name == option.long } }

    public func value(_ option: OptionSpec) -> String? { options.last { $0.name == option.long }?.value }

    public func values(_ option: OptionSpec) -> [String] { options.filter { $0.name == option.long }.map(\.value) }

    mutating func append(_ value: String, for option: OptionSpec) {
        options.append((option.long, value))
    }
}
