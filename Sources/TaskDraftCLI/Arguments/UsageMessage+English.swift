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
        case .notPositive(let option, let text): return "\(option) '\(text)' is not a positive number"
        case .notANumber(let option, let text): return "\(option) '\(text)' is not a number"
        case .jobsRange(let text, let most): return "--jobs '\(text)' is not a number from 1 to \(most)"
        case .notATaskID(let text): return "'\(text)' is not a task id (a number such as 3)"
        case .chooseOne(let a, let b): return "choose one of \(a) and \(b)"
        case .unknownAction(let action, let allowed): return "unknown action '\(action)' (\(Message.either(allowed, or: "or")))"
        case .unknownShell(let name): return "unknown shell '\(name)' (one of: bash, zsh, fish)"
        case .watchNeedsClock: return "--watch follows the clock; leave out --now and TASKDRAFT_NOW"
        case .standardInputTooLong(let most): return "standard input is longer than \(most) bytes"
        case .standardInputNotUTF8: return "standard input is not valid UTF-8"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String { suggestion.map { "; did you mean '\($0)'?" } ?? "" }
}
