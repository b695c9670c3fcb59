import TaskDraftKit

/// The Russian wording of a mistake on the command line.
extension UsageMessage {
    var russian: String {
        switch self {
        case .error(let message): return "ошибка: " + message
        case .usageLine: return "Использование: "
        case .seeCommandHelp(let command): return "  Подробнее: taskdraft \(command) --help"
        case .seeHelp: return "  Подробнее: taskdraft --help"
        case .unknownCommand(let token, let suggestion): return "неизвестная команда «\(token)»" + Self.didYouMean(suggestion)
        case .unknownOption(let name, let suggestion): return "неизвестный параметр «\(name)»" + Self.didYouMean(suggestion)
        case .unknownShortOption(let letter, let token): return "неизвестный параметр «-\(letter)»" + (token.map { " в «\($0)»" } ?? "")
        case .missingValue(let synopsis): return "не хватает значения для «\(synopsis)»"
        case .takesNoValue(let name): return "параметр «\(name)» не принимает значения"
        case .invalidValue(let value, let option, let allowed): return "недопустимое значение «\(value)» для «\(option)» (возможные: \(allowed))"
        case .givenTwice(let name): return "параметр «\(name)» указан больше одного раза"
        case .missingArgument(let name): return "не хватает аргумента <\(name)>"
        case .unexpectedArgument(let token): return "лишний аргумент «\(token)»"
        case .notUTF8Argument(let index): return "аргумент \(index) — не UTF-8"
        case .unknownTimeZone(let name): return "неизвестный часовой пояс «\(name)» (укажите имя IANA, например Europe/Moscow, или +03:00)"
        case .invalidNow(let text): return "неверное значение --now «\(text)» (нужен ISO 8601, например 2026-12-01T09:00:00+03:00)"
        case .nowOutOfRange(let text, let source): return "\(source) " + ImportExportMessage.dateOutOfRange("«\(text)»").russian
        case .notPositive(let option, let text): return "\(option) «\(text)» — не положительное число"
        case .notANumber(let option, let text): return "\(option) «\(text)» — не число"
        case .jobsRange(let text, let most): return "--jobs «\(text)» — не число от 1 до \(most)"
        case .notATaskID(let text): return "«\(text)» — не номер задачи (нужно число, например 3)"
        case .chooseOne(let a, let b): return "выберите что-то одно: \(a) или \(b)"
        case .unknownAction(let action, let allowed): return "неизвестное действие «\(action)» (\(Message.either(allowed, or: "или")))"
        case .unknownShell(let name): return "неизвестная оболочка «\(name)» (возможные: bash, zsh, fish)"
        case .watchNeedsClock: return "--watch идёт по часам; уберите --now и TASKDRAFT_NOW"
        case .standardInputTooLong(let most): return "стандартный ввод длиннее \(most) байт"
        case .standardInputNotUTF8: return "стандартный ввод — не UTF-8"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String { suggestion.map { "; может быть, «\($0)»?" } ?? "" }
}
