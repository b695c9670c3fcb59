import TaskDraftKit

/// Renders help and usage from the command table, at a fixed width so golden tests hold.
public struct HelpRenderer: Sendable {
    public let tool: String
    public let version: String
    public let commands: [CommandSpec]
    public let globalOptions: [OptionSpec]
    public let width: Int

    /// Column where option and argument descriptions start.
    static let descriptionColumn = 26

    public init(tool: String, version: String, commands: [CommandSpec], globalOptions: [OptionSpec], width: Int = 80) {
        self.tool = tool
        self.version = version
        self.commands = commands
        self.globalOptions = globalOptions
        self.width = width
    }

    /// What TaskDraft is, in help and the man page.
    static let tagline = "a draft-then-commit task planner for the terminal"
    static let summary = "Say a task in plain English, Russian or Polish; TaskDraft drafts it (title, due, priority, "
        + "tags, project, recurrence), shows the draft, and writes it to SQLite only when you confirm."

    /// `taskdraft add <text>... [options]`.
    public func usageLine(_ command: CommandSpec) -> String {
        var parts = [tool, command.name]
        parts += command.arguments.map(\.synopsis)
        if !command.options.isEmpty || !globalOptions.isEmpty { parts.append("[options]") }
        return parts.joined(separator: " ")
    }

    public func help(for command: CommandSpec) -> String {
        var out = "OVERVIEW: \(command.abstract)\n"
        if !command.aliases.isEmpty {
            out += "ALIASES: \(command.aliases.joined(separator: ", "))\n"
        }
        if let discussion = command.discussion {
            out += "\n" + wrap(discussion, indent: 0) + "\n"
        }
        out += "\nUSAGE: \(usageLine(command))\n"
        if !command.arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for argument in command.arguments {
                out += row("<\(argument.name)>" + (argument.repeating ? "..." : ""), argument.help)
            }
        }
        if !command.options.isEmpty {
            out += "\nOPTIONS:\n"
            for option in command.options { out += row(option.synopsis, describe(option)) }
        }
        out += "\nGLOBAL OPTIONS:\n"
        for option in globalOptions { out += row(option.synopsis, describe(option)) }
        if !command.examples.isEmpty {
            out += "\nEXAMPLES:\n"
            for example in command.examples { out += "  \(example)\n" }
        }
        return out
    }

    public func overview() -> String {
        var out = "OVERVIEW: TaskDraft \(version): \(Self.tagline).\n\n"
        out += wrap(Self.summary, indent: 0) + "\n"
        out += "\nUSAGE: \(tool) [<command>] [options]\n"
        out += "\nCOMMANDS:\n"
        for command in commands where !command.hidden {
            let names = ([command.name] + command.aliases).joined(separator: ", ")
            out += row(names, command.abstract)
        }
        out += "\nGLOBAL OPTIONS:\n"
        for option in globalOptions { out += row(option.synopsis, describe(option)) }
        out += "\nEXIT CODES:\n"
        for code in ExitCode.allCases { out += row("\(code.rawValue)", code.meaning) }
        out += "\nWith no command on a terminal, \(tool) starts the interactive session (repl).\n"
        out += "See '\(tool) help <command>' for a command's options.\n"
        return out
    }

    /// An error with the usage line and a pointer to help (for usage errors only).
    public func usageError(_ error: UsageError) -> String {
        var out = "\(tool): error: \(error.message)\n"
        if let name = error.command, let command = commands.first(where: { $0.name == name }) {
            out += "Usage: \(usageLine(command))\n"
            out += "  See '\(tool) \(name) --help' for more information.\n"
        } else {
            out += "Usage: \(tool) [<command>] [options]\n"
            out += "  See '\(tool) --help' for more information.\n"
        }
        return out
    }

    private func describe(_ option: OptionSpec) -> String {
        var text = option.help
        if let allowed = option.allowed { text += " (values: \(allowed.joined(separator: ", ")))" }
        if let defaultText = option.defaultText { text += " (default: \(defaultText))" }
        if let env = option.environment { text += " (env: \(env))" }
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
