/// The man pages, in English, generated: taskdraft(1) from the command table, taskdraft-config(5) from the
/// README's config.json tables and the Skills format (`taskdraft __man 1`, `__man 5 README.md`).
public enum ManualPage {
    // MARK: taskdraft(1)

    public static func commandPage(help: HelpRenderer, date: String) -> String {
        let tool = help.tool
        let commands = help.commands.filter { !$0.hidden }
        var s = header(title: tool.uppercased(), section: 1, date: date, version: help.version)
        s += ".SH NAME\n\(tool) \\- \(Roff.text(HelpRenderer.tagline))\n"
        s += ".SH SYNOPSIS\n"
        s += ".B \(tool)\n[\\fIcommand\\fR] [\\fIoptions\\fR]\n"
        for command in commands {
            s += ".br\n" + synopsis(command, tool: tool, help: help)
        }
        s += ".SH DESCRIPTION\n" + Roff.text(HelpRenderer.summary) + "\n"
        s += ".PP\nWith no command on a terminal, \\fB\(tool)\\fR starts the interactive session (\\fBrepl\\fR).\n"
        s += ".SH COMMANDS\n"
        for command in commands {
            s += ".SS \(Roff.text(command.name))\n" + synopsis(command, tool: tool, help: help)
            s += ".PP\n" + Roff.text(command.abstract.english) + "\n"
            if !command.aliases.isEmpty {
                s += ".PP\n" + Roff.text("Also: " + command.aliases.joined(separator: ", ") + ".") + "\n"
            }
            if let discussion = command.discussion {
                for paragraph in discussion.english.split(separator: "\n") { s += ".PP\n" + Roff.text(String(paragraph)) + "\n" }
            }
            for argument in command.arguments {
                s += Roff.item("\\fI" + Roff.text(argument.name) + "\\fR" + (argument.repeating ? " ..." : ""), Roff.text(argument.help.english))
            }
            for option in command.options { s += optionItem(option) }
            if !command.examples.isEmpty { s += Roff.example(command.examples.map { $0.text(in: .english) }) }
        }
        s += ".SH OPTIONS\nEvery command takes these.\n"
        for option in help.globalOptions { s += optionItem(option) }
        s += ".SH ENVIRONMENT\n"
        var seen: Set<String> = []
        for option in help.globalOptions {
            guard let name = option.environment, seen.insert(name).inserted else { continue }
            s += Roff.item(".B " + name, Roff.text("As --\(option.long): " + lowercasedFirst(option.help.english)))
        }
        for (name, meaning) in environment where !seen.contains(name) {
            s += Roff.item(".B " + name, Roff.text(meaning))
        }
        s += ".SH FILES\n"
        for (path, meaning) in files { s += Roff.item(".I " + Roff.text(path), Roff.text(meaning)) }
        s += ".SH EXIT STATUS\n"
        for code in ExitCode.allCases { s += Roff.item(".B \(code.rawValue)", Roff.text(code.meaning)) }
        s += ".SH EXAMPLES\n"
        s += Roff.example(commands.prefix(6).flatMap { $0.examples.prefix(1).map { $0.text(in: .english) } }, paragraph: false)
        s += ".SH SEE ALSO\n.BR taskdraft\\-config (5),\n.BR sqlite3 (1)\n"
        return Roff.page(s)
    }

    /// The environment variables no option names.
    static let environment: [(String, String)] = [
        ("NO_COLOR", "When set, never colour output."),
        ("XDG_DATA_HOME", "Where the database lives (default ~/.local/share)."),
        ("XDG_CONFIG_HOME", "Where config.json and your Skills live (default ~/.config)."),
        ("LC_ALL, LC_MESSAGES, LANG", "The language of the terminal's own wording, and the region when nothing else names one."),
        ("TASKDRAFT_SKILLS_DIR", "Read the shipped Skills from this folder instead."),
    ]

    static let files: [(String, String)] = [
        ("$XDG_DATA_HOME/taskdraft/tasks.db", "The SQLite database: tasks, transcripts, the audit, undo and model logs."),
        ("$XDG_CONFIG_HOME/taskdraft/config.json", "The configuration; see taskdraft-config(5)."),
        ("$XDG_CONFIG_HOME/taskdraft/skills/", "Your Skills files; a file named as a shipped one replaces it."),
        ("/usr/share/taskdraft/skills/", "The shipped Skills files (under the install prefix)."),
    ]

    private static func synopsis(_ command: CommandSpec, tool: String, help: HelpRenderer) -> String {
        var s = ".B \(tool) \(Roff.text(command.name))\n"
        for argument in command.arguments {
            let name = "\\fI" + Roff.text(argument.name) + "\\fR" + (argument.repeating ? " ..." : "")
            s += (argument.optional ? "[" + name + "]" : name) + "\n"
        }
        if !command.options.isEmpty || !help.globalOptions.isEmpty { s += "[\\fIoptions\\fR]\n" }
        return s
    }

    private static func optionItem(_ option: OptionSpec) -> String {
        var tag = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
        tag += "\\fB\\-\\-" + Roff.text(option.long) + "\\fR"
        if let value = option.valueName { tag += " \\fI" + Roff.text(value) + "\\fR" }
        var body = Roff.text(option.help.english)
        if let allowed = option.allowed { body += "\n.br\n" + Roff.text("Values: " + allowed.joined(separator: ", ") + ".") }
        if let defaultText = option.defaultText { body += "\n.br\n" + Roff.text("Default: " + defaultText.text(in: .english) + ".") }
        if let environment = option.environment { body += "\n.br\nEnvironment: \\fB" + Roff.text(environment) + "\\fR." }
        return Roff.item(tag, body)
    }

    private static func header(title: String, section: Int, date: String, version: String) -> String {
        ".\\\" Generated by `taskdraft __man \(section)`; do not edit.\n"
            + ".TH \(Roff.text(title)) \(section) \(date) \"taskdraft \(version)\" \"TaskDraft Manual\"\n"
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    // MARK: taskdraft-config(5)

    /// The README's `### config.json` section (its example and key table), the presets and the
    /// policy table, turned into a page; the Skills format is summarised from Skills/README.md
    /// when given.
    public static func configPage(readme: String, skillsReadme: String?, version: String, date: String) -> String {
        var s = header(title: "TASKDRAFT-CONFIG", section: 5, date: date, version: version)
        s += ".SH NAME\ntaskdraft\\-config \\- configuration and Skills files of taskdraft\n"
        s += ".SH SYNOPSIS\n.I $XDG_CONFIG_HOME/taskdraft/config.json\n.br\n.I $XDG_CONFIG_HOME/taskdraft/skills/*.md\n"
        s += ".SH DESCRIPTION\n"
        s += "\\fBtaskdraft\\fR(1) reads \\fIconfig.json\\fR (or the file named by \\fB\\-\\-config\\fR) when it starts. "
            + "Every key is optional; a file that does not exist means the defaults.\n"
        let markdown = MarkdownSections(readme)
        if let section = markdown.section("config.json") {
            if let json = section.codeBlocks.first { s += ".SS Example\n" + Roff.example(json) }
            s += ".SH KEYS\n" + tableItems(section.tables.first)
        }
        if let presets = markdown.section("Presets") {
            s += ".SH PRESETS\n"
            for paragraph in presets.paragraphs.prefix(1) { s += ".PP\n" + Roff.markdown(paragraph) + "\n" }
            s += tableItems(presets.tables.first)
        }
        if let policy = markdown.section("The session factory and the policy table") {
            s += ".SH POLICY\n"
            for paragraph in policy.paragraphs.prefix(1) { s += ".PP\n" + Roff.markdown(paragraph) + "\n" }
            s += tableItems(policy.tables.first)
        }
        s += ".SH SKILLS FILES\n"
        if let skillsReadme {
            let skills = MarkdownSections(skillsReadme)
            for paragraph in skills.sections.first?.paragraphs ?? [] { s += ".PP\n" + Roff.markdown(paragraph) + "\n" }
            // The first heading is the document's title: its text opens the section.
            for (index, section) in skills.sections.dropFirst().enumerated() {
                if index > 0 { s += ".SS " + Roff.text(section.title.replacingBackticks) + "\n" }
                for paragraph in section.paragraphs { s += ".PP\n" + Roff.markdown(paragraph) + "\n" }
                s += tableItems(section.tables.first)
                for list in section.lists { for item in list { s += ".IP \\(bu 2\n" + Roff.markdown(item) + "\n" } }
            }
        } else {
            s += "Plain-text Markdown files: the shipped ones and yours in \\fI$XDG_CONFIG_HOME/taskdraft/skills/\\fR. "
                + "\\fBtaskdraft skills check\\fR reports malformed lines.\n"
        }
        s += ".SH FILES\n"
        for (path, meaning) in files { s += Roff.item(".I " + Roff.text(path), Roff.text(meaning)) }
        s += ".SH SEE ALSO\n.BR taskdraft (1)\n"
        return Roff.page(s)
    }

    /// A Markdown table as `.TP` items: the first column the tag, the rest the paragraph.
    private static func tableItems(_ table: [[String]]?) -> String {
        guard let table, table.count > 1 else { return "" }
        let header = table[0]
        var s = ""
        for row in table.dropFirst() {
            guard let first = row.first else { continue }
            var body = row.dropFirst().enumerated().filter { !$0.element.isEmpty }.map { index, cell in
                let name = index + 1 < header.count && index > 0 ? header[index + 1] + ": " : ""
                return Roff.markdown(name + cell)
            }
            if body.isEmpty { body = [""] }
            s += Roff.item(Roff.markdown(first), body.joined(separator: "\n.br\n"))
        }
        return s
    }
}

private extension String {
    var replacingBackticks: String { String(filter { $0 != "`" }) }
}
