import TaskDraftKit

/// Parses argv against a command table: `--opt value`, `--opt=value`, `-y`, short packs
/// (`-yj`), `--` to end options. Global options may come before or after the command.
public struct ArgumentParser: Sendable {
    public let commands: CommandTable
    public let globalOptions: [OptionSpec]

    /// Suggest a near miss within this many edits: two catches a typo or a swapped
    /// letter (`--tx`, `lsit`) without offering unrelated names.
    static let suggestionDistance = 2

    public init(commands: CommandTable, globalOptions: [OptionSpec]) {
        self.commands = commands
        self.globalOptions = globalOptions
    }

    public func command(named name: String) -> CommandSpec? { commands.command(named: name) }

    public func parse(_ argv: [String]) throws(UsageError) -> ParsedArguments {
        let argv = taskwarriorOrder(argv)
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < argv.count {
            let token = argv[index]
            if !optionsEnded && token == "--" {
                optionsEnded = true
                index += 1
                continue
            }
            if !optionsEnded && token.hasPrefix("-") && token.count > 1 && !Self.looksLikeNumber(token)
                && !isDashWord(token, for: result.command) {
                index = try parseOption(argv, at: index, into: &result)
                continue
            }
            if result.command == nil {
                guard let command = command(named: token) else {
                    throw UsageError(.usage(.unknownCommand(token, suggestion: suggestion(token, among: commands.names, prefix: ""))),
                                     argumentIndex: index)
                }
                result.command = command
            } else {
                result.positionals.append(token)
                result.positionalIndices.append(index)
            }
            index += 1
        }
        try validatePositionals(result)
        return result
    }

    /// `-work` after `list` or `modify` is Taskwarrior's "without the tag work", not an option,
    /// when the command takes such words and its letters are not a pack of short options.
    private func isDashWord(_ token: String, for command: CommandSpec?) -> Bool {
        guard let command, command.arguments.contains(where: \.acceptsDashWords), !token.hasPrefix("--"),
              token.count > 2 else { return false }
        let shorts = availableOptions(command).compactMap(\.short)
        return !token.dropFirst().allSatisfy { shorts.contains($0) }
    }

    private func availableOptions(_ command: CommandSpec?) -> [OptionSpec] {
        (command?.options ?? []) + globalOptions
    }

    private func parseOption(_ argv: [String], at index: Int, into result: inout ParsedArguments) throws(UsageError) -> Int {
        let token = argv[index]
        let options = availableOptions(result.command)
        if token.hasPrefix("--") {
            var name = String(token.dropFirst(2))
            var inlineValue: String?
            if let eq = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let spec = options.first(where: { $0.long == name }) else {
                throw UsageError(.usage(.unknownOption("--" + name, suggestion: suggestion(name, among: options.map(\.long), prefix: "--"))),
                                 command: result.command?.name, argumentIndex: index)
            }
            if spec.takesValue {
                if let inlineValue { return try store(inlineValue, for: spec, at: index, into: &result) + index }
                guard index + 1 < argv.count else {
                    throw UsageError(.usage(.missingValue(spec.synopsis)), command: result.command?.name, argumentIndex: index)
                }
                return try store(argv[index + 1], for: spec, at: index, into: &result) + index + 1
            }
            guard inlineValue == nil else {
                throw UsageError(.usage(.takesNoValue("--" + name)), command: result.command?.name, argumentIndex: index)
            }
            result.append("", for: spec)
            return index + 1
        }
        // Short options: `-y`, `-yj`, `-n 5`.
        let letters = Array(token.dropFirst())
        var consumedNext = false
        for (position, letter) in letters.enumerated() {
            guard let spec = options.first(where: { $0.short == letter }) else {
                throw UsageError(.usage(.unknownShortOption(letter, in: letters.count > 1 ? token : nil)),
                                 command: result.command?.name, argumentIndex: index)
            }
            if spec.takesValue {
                let rest = String(letters[(position + 1)...])
                if !rest.isEmpty {
                    _ = try store(rest, for: spec, at: index, into: &result)
                } else {
                    guard index + 1 < argv.count else {
                        throw UsageError(.usage(.missingValue(spec.synopsis)), command: result.command?.name, argumentIndex: index)
                    }
                    _ = try store(argv[index + 1], for: spec, at: index, into: &result)
                    consumedNext = true
                }
                break
            }
            result.append("", for: spec)
        }
        return index + (consumedNext ? 2 : 1)
    }

    /// Records a value after checking it against the option's allowed values; returns 1.
    private func store(_ value: String, for spec: OptionSpec, at index: Int, into result: inout ParsedArguments) throws(UsageError) -> Int {
        if let allowed = spec.allowed, !allowed.contains(value), !(value.isEmpty && spec.takesEmpty) {
            throw UsageError(.usage(.invalidValue(value, option: spec.synopsis, allowed: allowed.joined(separator: ", "))),
                             command: result.command?.name, argumentIndex: index)
        }
        if !spec.repeatable, result.value(spec) != nil {
            throw UsageError(.usage(.givenTwice("--" + spec.long)), command: result.command?.name, argumentIndex: index)
        }
        result.append(value, for: spec)
        return 1
    }

    private func validatePositionals(_ result: ParsedArguments) throws(UsageError) {
        guard let command = result.command, !result.flag(CommonOptions.help) else { return }
        let required = command.arguments.filter { !$0.optional }
        if result.positionals.count < required.count {
            let missing = required[result.positionals.count]
            throw UsageError(.usage(.missingArgument(missing.name)), command: command.name)
        }
        let repeating = command.arguments.contains { $0.repeating }
        if !repeating, result.positionals.count > command.arguments.count {
            let extra = result.positionals[command.arguments.count]
            throw UsageError(.usage(.unexpectedArgument(extra)), command: command.name,
                             argumentIndex: result.positionalIndices[command.arguments.count])
        }
    }

    /// A name `word` begins ("--prio" → "--priority"), else the nearest within two edits.
    private func suggestion(_ word: String, among names: [String], prefix: String) -> String? {
        if word.count >= 3, let begun = names.first(where: { $0.hasPrefix(word) }) { return prefix + begun }
        let best = names.map { ($0, levenshtein(word, $0)) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= Self.suggestionDistance, best.1 < max(word.count, 2) else { return nil }
        return prefix + best.0
    }

    /// `-3` or `-1.5` are words, not options (e.g. a title "Temperature -3").
    private static func looksLikeNumber(_ token: String) -> Bool {
        token.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
    }
}
