import TaskDraftKit

/// The frame `--help` puts around a command's own words (`HelpText`): its headings, an option's
/// values, default and variable, the overview's tagline and summary, what each exit code means.
/// Worded in `HelpMessage+English`, `+Russian` and `+Polish`.
enum HelpMessage: LocalizedText {
    case overview, aliases, usage, arguments, options, globalOptions, examples, commands, exitCodes
    case values(String), defaultValue(String), environment(String)
    case tagline, summary, replWithoutCommand(String), seeCommand(String), optionsWord, commandWord
    case exitMeaning(ExitCode)

    static let samples: [HelpMessage] = [
        .overview, .aliases, .usage, .arguments, .options, .globalOptions, .examples, .commands, .exitCodes,
        .values("json, csv"), .defaultValue("20"), .environment("TASKDRAFT_DB"),
        .tagline, .summary, .replWithoutCommand("taskdraft"), .seeCommand("taskdraft"), .optionsWord, .commandWord,
    ] + ExitCode.allCases.map(HelpMessage.exitMeaning)
}
