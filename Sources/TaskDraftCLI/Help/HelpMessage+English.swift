import TaskDraftKit

/// The English wording of the frame of `--help`.
extension HelpMessage {
    var english: String {
        switch self {
        case .overview: return "OVERVIEW: "
        case .aliases: return "ALIASES: "
        case .usage: return "USAGE: "
        case .arguments: return "ARGUMENTS:"
        case .options: return "OPTIONS:"
        case .globalOptions: return "GLOBAL OPTIONS:"
        case .examples: return "EXAMPLES:"
        case .commands: return "COMMANDS:"
        case .exitCodes: return "EXIT CODES:"
        case .values(let values): return " (values: \(values))"
        case .defaultValue(let text): return " (default: \(text))"
        case .environment(let name): return " (env: \(name))"
        case .tagline: return "a draft-then-commit task planner for the terminal"
        case .summary:
            return "Say a task in plain English, Russian or Polish; TaskDraft drafts it (title, due, priority, "
                + "tags, project, recurrence), shows the draft, and writes it to SQLite only when you confirm."
        case .replWithoutCommand(let tool): return "With no command on a terminal, \(tool) starts the interactive session (repl)."
        case .seeCommand(let tool): return "See '\(tool) help <command>' for a command's options."
        case .optionsWord: return "[options]"
        case .commandWord: return "<command>"
        case .exitMeaning(let code): return code.meaning
        }
    }
}
