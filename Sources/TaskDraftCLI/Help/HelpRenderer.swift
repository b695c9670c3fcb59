import TaskDraftKit

/// Renders help and usage from the command table, at a fixed width so golden tests hold.
public struct HelpRenderer: Sendable {
    public let tool: String
    public let version: String
    public let table: CommandTable
    public let globalOptions: [OptionSpec]
    public let width: Int

    /// Column where option and argument descriptions start.
    static let descriptionColumn = 26

    public init(tool: String, version: String, commands: CommandTable, globalOptions: [OptionSpec], width: Int = 80) {
        self.tool = tool
        self.version = version
        self.table = commands
        self.globalOptions = globalOptions
        self.width = width
    }

    /// Every command's spec, in table order (the overview, `help NAME`, the man page).
    public var commands: [CommandSpec] { table.specs }

    /// What TaskDraft is, in help and the man page.
    static let tagline = HelpMessage.tagline.english
    static let summary = HelpMessage.summary.english

    /// `taskdraft add <text>... [options]`.
    public func usageLine(_ command: CommandSpec, language: Language = .english) -> String {
        var parts = [tool, command.name]
        parts += command.arguments.map(\.synopsis)
        if !command.options.isEmpty || !globalOptions.isEmpty { parts.append(HelpMessage.optionsWord.text(in: language)) }
        return parts.joined(separator: " ")
    }

    /// A command's help in `language`: the command table's texts, each worded in that language.
    public func help(for command: CommandSpec, language: Language = .english) -> String {
        func say(_ message: HelpMessage) -> String { message.text(in: language) }
        var out = say(.overview) + command.abstract.text(in: language) + "\n"
        if !command.aliases.isEmpty {
            out += say(.aliases) + command.aliases.joined(separator: ", ") + "\n"
        }
        if let discussion = command.discussion {
            out += "\n" + wrap(discussion.text(in: language), indent: 0) + "\n"
        }
        out += "\n" + say(.usage) + usageLine(command, language: language) + "\n"
        if !command.arguments.isEmpty {
            out += "\n" + say(.arguments) + "\n"
            for argument in command.arguments {
                out += row("<\(argument.name)>" + (argument.repeating ? "..." : ""), argument.help.text(in: language))
            }
        }
        if !command.options.isEmpty {
            out += "\n" + say(.options) + "\n"
            for option in command.options { out += row(option.synopsis, describe(option, language: language)) }
        }
        out += "\n" + say(.globalOptions) + "\n"
        for option in globalOptions { out += row(option.synopsis, describe(option, language: language)) }
        if !command.examples.isEmpty {
            out += "\n" + say(.examples) + "\n"
            for example in command.examples { out += "  " + example.text(in: language) + "\n" }
        }
        return out
    }

    public func overview(language: Language = .english) -> String {
        func say(_ message: HelpMessage) -> String { message.text(in: language) }
        var out = say(.overview) + "TaskDraft \(version): \(say(.tagline)).\n\n"
        out += wrap(say(.summary), indent: 0) + "\n"
        out += "\n" + say(.usage) + "\(tool) [\(say(.commandWord))] \(say(.optionsWord))\n"
        out += "\n" + say(.commands) + "\n"
        for command in commands where !command.hidden {
            let names = ([command.name] + command.aliases).joined(separator: ", ")
            out += row(names, command.abstract.text(in: language))
        }
        out += "\n" + say(.globalOptions) + "\n"
        for option in globalOptions { out += row(option.synopsis, describe(option, language: language)) }
        out += "\n" + say(.exitCodes) + "\n"
        for code in ExitCode.allCases { out += row("\(code.rawValue)", say(.exitMeaning(code))) }
        out += "\n" + say(.replWithoutCommand(tool)) + "\n"
        out += say(.seeCommand(tool)) + "\n"
        return out
    }

    /// An error with the usage line and a pointer to help (for usage errors only).
    public func usageError(_ error: UsageError, language: Language = .english) -> String {
        func say(_ message: Message) -> String { message.text(language) }
        func frame(_ message: HelpMessage) -> String { message.text(in: language) }
        var out = "\(tool): " + say(.usage(.error(error.text(language)))) + "\n"
        if let name = error.command, let command = table.command(named: name) {
            out += say(.usage(.usageLine)) + usageLine(command, language: language) + "\n"
            out += say(.usage(.seeCommandHelp(name))) + "\n"
        } else {
            out += say(.usage(.usageLine)) + "\(tool) [\(frame(.commandWord))] \(frame(.optionsWord))\n"
            out += say(.usage(.seeHelp)) + "\n"
        }
        return out
    }

    private func describe(_ option: OptionSpec, language: Language) -> String {
        var text = option.help.text(in: language)
        if let allowed = option.allowed { text += HelpMessage.values(allowed.joined(separator: ", ")).text(in: language) }
        if let defaultText = option.defaultText { text += HelpMessage.defaultValue(defaultText.text(in: language)).text(in: language) }
        if let env = option.environment { text += HelpMessage.environment(env).text(in: language) }
        return text
    }

    /// `  --name <v>            description wrapped under its column`.
    private func row(_ label: String, _ text: String) -> String {
        let column = Self.descriptionColumn
        var out = "  " + label
        let lines = wrapLines(text, width: width - column)
        if label.count + 2 >= column - 1 {
            out += "\n" + String(repeating: " ", count: column)
        } else {
            out += String(repeating: " ", count: column - label.count - 2)
        }
        out += lines.joined(separator: "\n" + String(repeating: " ", count: column)) + "\n"
        return out
    }

    private func wrap(_ text: String, indent: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            wrapLines(String(paragraph), width: width - indent)
                .map { String(repeating: " ", count: indent) + $0 }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    func wrapLines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
