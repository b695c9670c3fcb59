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
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String { suggestion.map { "; może „\($0)”?" } ?? "" }
}
