import TaskDraftKit

/// The English wording of a mistake on the command line.
extension UsageMessage {
    var english: String {
        switch self {
        case .error(let message): return "error: " + message
        case .usageLine: return "Usage: "
        case .seeCommandHelp(let command): return "  See 'taskdraft \(command) --help' for more information."
        case .seeHelp: return "  See 'taskdraft --help' for more information."
        case .unknownCommand(let token, let suggestion): return "unknown command '\(token)'" + Self.didYouMean(suggestion)
        case .unknownOption(let name, let suggestion): return "unknown option '\(name)'" + Self.didYouMean(suggestion)
        case .unknownShortOption(let letter, let token): return "unknown option '-\(letter)'" + (token.map { " in '\($0)'" } ?? "")
        case .missingValue(let synopsis): return "missing value for '\(synopsis)'"
        case .takesNoValue(let name): return "option '\(name)' takes no value"
        case .invalidValue(let value, let option, let allowed): return "invalid value '\(value)' for '\(option)' (one of: \(allowed))"
        case .givenTwice(let name): return "option '\(name)' given more than once"
        case .missingArgument(let name): return "missing argument <\(name)>"
        case .unexpectedArgument(let token): return "unexpected argument '\(token)'"
        case .notUTF8Argument(let index): return "argument \(index) is not valid UTF-8"
        case .unknownTimeZone(let name): return "unknown time zone '\(name)' (use an IANA name such as Europe/Moscow, or +03:00)"
        case .invalidNow(let text): return "invalid --now '\(text)' (expected ISO 8601, e.g. 2026-12-01T09:00:00+03:00)"
        case .nowOutOfRange(let text, let source): return "\(source) " + ImportExportMessage.dateOutOfRange("'\(text)'").english
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String { suggestion.map { "; did you mean '\($0)'?" } ?? "" }
}
