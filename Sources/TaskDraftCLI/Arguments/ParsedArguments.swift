/// The result of parsing argv against the command table.
public struct ParsedArguments: Sendable {
    public var command: CommandSpec?
    /// Option values by long name; a flag given is stored as `""`.
    public var options: [String: [String]] = [:]
    public var positionals: [String] = []
    /// Where each positional came from in argv, for error messages.
    public var positionalIndices: [Int] = []

    public func flag(_ long: String) -> Bool { options[long] != nil }

    public func value(_ long: String) -> String? { options[long]?.last }

    public func values(_ long: String) -> [String] { options[long] ?? [] }
}
