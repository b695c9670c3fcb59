extension KeyProblem {
    public var polish: String {
        switch self {
        case .variableNotSet(let variable): return "zmienna środowiska \(variable) nie jest ustawiona"
        case .variableControlCharacter(let variable): return "zmienna środowiska \(variable) \(Self.controlCharacter)"
        case .fileMissing(let file, let error): return "nie można odczytać pliku klucza \(file): \(error.polish)"
        case .fileMode(let file, let mode): return "plik klucza \(file) ma tryb \(mode); musi być 0600 (chmod 600 \(file))"
        case .fileOtherOwner(let file): return "plik klucza \(file) należy do innego użytkownika"
        case .fileUnreadable(let file): return "nie można odczytać pliku klucza \(file)"
        case .fileEmpty(let file): return "plik klucza \(file) jest pusty"
        case .fileControlCharacter(let file): return "plik klucza \(file) \(Self.controlCharacter)"
        }
    }

    private static let controlCharacter = "zawiera znak sterujący (koniec wiersza?); klucz musi być jednym wierszem drukowalnych znaków"
}

extension KeyStatus {
    public var polish: String {
        switch self {
        case .notNeeded: return "klucz niepotrzebny"
        case .fromVariable(let variable): return "klucz z $\(variable)"
        case .fromFile(let file): return "klucz z \(file)"
        case .missing(let problem): return "brak klucza: \(problem.polish)"
        }
    }
}
