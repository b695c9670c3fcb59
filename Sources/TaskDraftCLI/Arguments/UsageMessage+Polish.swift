import TaskDraftKit

/// The Polish wording of a mistake on the command line.
extension UsageMessage {
    var polish: String {
        switch self {
        case .error(let message): return "błąd: " + message
        case .usageLine: return "Użycie: "
        case .seeCommandHelp(let command): return "  Więcej: taskdraft \(command) --help"
        case .seeHelp: return "  Więcej: taskdraft --help"
        case .unknownCommand(let token, let suggestion): return "nieznane polecenie „\(token)”" + Self.didYouMean(suggestion)
        case .unknownOption(let name, let suggestion): return "nieznana opcja „\(name)”" + Self.didYouMean(suggestion)
        case .unknownShortOption(let letter, let token): return "nieznana opcja „-\(letter)”" + (token.map { " w „\($0)”" } ?? "")
        case .missingValue(let synopsis): return "brak wartości dla „\(synopsis)”"
        case .takesNoValue(let name): return "opcja „\(name)” nie przyjmuje wartości"
        case .invalidValue(let value, let option, let allowed): return "niedozwolona wartość „\(value)” dla „\(option)” (możliwe: \(allowed))"
        case .givenTwice(let name): return "opcja „\(name)” podana więcej niż raz"
        case .missingArgument(let name): return "brak argumentu <\(name)>"
        case .unexpectedArgument(let token): return "zbędny argument „\(token)”"
        case .notUTF8Argument(let index): return "argument \(index) to nie UTF-8"
        case .unknownTimeZone(let name): return "nieznana strefa czasowa „\(name)” (podaj nazwę IANA, np. Europe/Warsaw, albo +01:00)"
        case .invalidNow(let text): return "błędne --now „\(text)” (potrzebny ISO 8601, np. 2026-12-01T09:00:00+01:00)"
        case .nowOutOfRange(let text, let source): return "\(source) " + ImportExportMessage.dateOutOfRange("„\(text)”").polish
        case .notPositive(let option, let text): return "\(option) „\(text)” to nie liczba dodatnia"
        case .notANumber(let option, let text): return "\(option) „\(text)” to nie liczba"
        case .jobsRange(let text, let most): return "--jobs „\(text)” to nie liczba od 1 do \(most)"
        case .notATaskID(let text): return "„\(text)” to nie numer zadania (potrzebna liczba, np. 3)"
        case .chooseOne(let a, let b): return "wybierz jedno: \(a) albo \(b)"
        case .unknownAction(let action, let allowed): return "nieznane działanie „\(action)” (\(Message.either(allowed, or: "albo")))"
        case .unknownShell(let name): return "nieznana powłoka „\(name)” (możliwe: bash, zsh, fish)"
        case .watchNeedsClock: return "--watch idzie według zegara; usuń --now i TASKDRAFT_NOW"
        case .standardInputTooLong(let most): return "standardowe wejście jest dłuższe niż \(most) bajtów"
        case .standardInputNotUTF8: return "standardowe wejście to nie UTF-8"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String { suggestion.map { "; może „\($0)”?" } ?? "" }
}
