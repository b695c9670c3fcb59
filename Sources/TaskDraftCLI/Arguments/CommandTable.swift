/// The commands, each by the words that choose it. A command's spec (its options, help texts
/// and examples) is built the first time something asks for that command: a run builds the
/// one it runs, and only help, completions and the man page build them all.
public struct CommandTable: Sendable {
    /// A command's name and the other words it answers to, beside the way to its spec.
    /// `CommandTableTests` checks the words are the spec's own.
    public struct Entry: Sendable {
        public let name: String
        public let aliases: [String]
        let spec: @Sendable () -> CommandSpec

        public init(_ name: String, aliases: [String] = [], spec: @escaping @Sendable () -> CommandSpec) {
            self.name = name
            self.aliases = aliases
            self.spec = spec
        }

        /// True for the command's name or one of its aliases.
        func answers(to word: String) -> Bool { name == word || aliases.contains(word) }
    }

    public let entries: [Entry]

    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// A table of specs already built (a test's own command).
    public init(specs: [CommandSpec]) {
        entries = specs.map { spec in Entry(spec.name, aliases: spec.aliases) { spec } }
    }

    /// The command `word` names, by its name or an alias; only its spec is built.
    public func command(named word: String) -> CommandSpec? {
        entries.first { $0.answers(to: word) }?.spec()
    }

    /// Every command's name, in table order.
    public var names: [String] { entries.map(\.name) }

    /// Every command's spec, in table order.
    public var specs: [CommandSpec] { entries.map { $0.spec() } }
}
