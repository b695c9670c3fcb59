import TaskDraftKit

/// What the command line's parser and the global options say of a mistake in them (exit 2):
/// the error line, the usage line and where to read more, an unknown command or option, a
/// value missing, refused or given twice, an argument missing or left over, a time zone or a
/// `--now` refused, an option's value that is no number, id, action or shell it takes, and
/// standard input too long or not UTF-8. A case of the terminal's catalogue (`Message.usage`), worded in
/// `UsageMessage+English`, `+Russian` and `+Polish`.
enum UsageMessage: LocalizedText {
    case error(String), usageLine, seeCommandHelp(String), seeHelp
    case unknownCommand(String, suggestion: String?), unknownOption(String, suggestion: String?)
    case unknownShortOption(Character, in: String?), missingValue(String), takesNoValue(String)
    case invalidValue(String, option: String, allowed: String), givenTwice(String), missingArgument(String)
    case unexpectedArgument(String), notUTF8Argument(Int)
    case unknownTimeZone(String), invalidNow(String), nowOutOfRange(String, source: String)
    case notPositive(option: String, String), notANumber(option: String, String), jobsRange(String, most: Int)
    case notATaskID(String), chooseOne(String, String), unknownAction(String, allowed: [String]), unknownShell(String)
    /// `remind --watch` follows the clock, which `--now` would stop.
    case watchNeedsClock
    case standardInputTooLong(Int), standardInputNotUTF8

    static let samples: [UsageMessage] = [
        .error("missing argument <id>"), .usageLine, .seeCommandHelp("add"), .seeHelp,
        .unknownCommand("ad", suggestion: "add"), .unknownCommand("frob", suggestion: nil),
        .unknownOption("--fource", suggestion: "--force"), .unknownShortOption("z", in: "-yz"), .unknownShortOption("z", in: nil),
        .missingValue("--due <when>"), .takesNoValue("--yes"), .invalidValue("xml", option: "--format", allowed: "json, csv"),
        .givenTwice("--due"), .missingArgument("id"), .unexpectedArgument("extra"), .notUTF8Argument(2),
        .unknownTimeZone("Mars/Olympus"), .invalidNow("yesterday-ish"), .nowOutOfRange("10000-01-01", source: "--now"),
        .notPositive(option: "--limit", "-3"), .notANumber(option: "--limit", "ten"), .jobsRange("99", most: 8),
        .notATaskID("abc"), .chooseOne("--json", "--csv"), .unknownAction("frob", allowed: ["list", "add", "revoke"]),
        .unknownShell("tcsh"), .watchNeedsClock, .standardInputTooLong(1_048_576), .standardInputNotUTF8,
    ]
}
