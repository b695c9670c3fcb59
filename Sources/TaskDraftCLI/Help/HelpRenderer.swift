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
    static let tagline = Message.helpTagline.text(.english)
    static let summary = Message.helpSummary.text(.english)

    /// `taskdraft add <text>... [options]`.
    public func usageLine(_ command: CommandSpec, language: Language = .english) -> String {
        var parts = [tool, command.name]
        parts += command.arguments.map(\.synopsis)
        if !command.options.isEmpty || !globalOptions.isEmpty { parts.append(Message.helpOptionsWord.text(language)) }
        return parts.joined(separator: " ")
    }

    /// A command's help in `language`: the command table's texts, each worded in that language.
    public func help(for command: CommandSpec, language: Language = .english) -> String {
        func say(_ message: Message) -> String { message.text(language) }
        var out = say(.helpOverview) + command.abstract.text(in: language) + "\n"
        if !command.aliases.isEmpty {
            out += say(.helpAliases) + command.aliases.joined(separator: ", ") + "\n"
        }
        if let discussion = command.discussion {
            out += "\n" + wrap(discussion.text(in: language), indent: 0) + "\n"
        }
        out += "\n" + say(.helpUsage) + usageLine(command, language: language) + "\n"
        if !command.arguments.isEmpty {
            out += "\n" + say(.helpArguments) + "\n"
            for argument in command.arguments {
                out += row("<\(argument.name)>" + (argument.repeating ? "..." : ""), argument.help.text(in: language))
            }
        }
        if !command.options.isEmpty {
            out += "\n" + say(.helpOptions) + "\n"
            for option in command.options { out += row(option.synopsis, describe(option, language: language)) }
        }
        out += "\n" + say(.helpGlobalOptions) + "\n"
        for option in globalOptions { out += row(option.synopsis, describe(option, language: language)) }
        if !command.examples.isEmpty {
            out += "\n" + say(.helpExamples) + "\n"
            for example in command.examples { out += "  " + example.text(in: language) + "\n" }
        }
        return out
    }

    public func overview(language: Language = .english) -> String {
        func say(_ message: Message) -> String { message.text(language) }
        var out = say(.helpOverview) + "TaskDraft \(version): \(say(.helpTagline)).\n\n"
        out += wrap(say(.helpSummary), indent: 0) + "\n"
        out += "\n" + say(.helpUsage) + "\(tool) [\(say(.helpCommandWord))] \(say(.helpOptionsWord))\n"
        out += "\n" + say(.helpCommands) + "\n"
        for command in commands where !command.hidden {
            let names = ([command.name] + command.aliases).joined(separator: ", ")
            out += row(names, command.abstract.text(in: language))
        }
        out += "\n" + say(.helpGlobalOptions) + "\n"
        for option in globalOptions { out += row(option.synopsis, describe(option, language: language)) }
        out += "\n" + say(.helpExitCodes) + "\n"
        for code in ExitCode.allCases { out += row("\(code.rawValue)", say(.exitMeaning(code))) }
        out += "\n" + say(.helpReplWithoutCommand(tool)) + "\n"
        out += say(.helpSeeCommand(tool)) + "\n"
        return out
    }

    /// An error with the usage line and a pointer to help (for usage errors only).
    public func usageError(_ error: UsageError, language: Language = .english) -> String {
        func say(_ message: Message) -> String { message.text(language) }
        var out = "\(tool): " + say(.usage(.error(error.text(language)))) + "\n"
        if let name = error.command, let command = table.command(named: name) {
            out += say(.usage(.usageLine)) + usageLine(command, language: language) + "\n"
            out += say(.usage(.seeCommandHelp(name))) + "\n"
        } else {
            out += say(.usage(.usageLine)) + "\(tool) [\(say(.helpCommandWord))] \(say(.helpOptionsWord))\n"
            out += say(.usage(.seeHelp)) + "\n"
        }
        return out
    }

    private func describe(_ option: OptionSpec, language: Language) -> String {
        var text = option.help.text(in: language)
        if let allowed = option.allowed { text += Message.helpValues(allowed.joined(separator: ", ")).text(language) }
        if let defaultText = option.defaultText { text += Message.helpDefault(defaultText.text(in: language)).text(language) }
        if let env = option.environment { text += Message.helpEnvironment(env).text(language) }
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
