extension KeyProblem {
    public var russian: String {
        switch self {
        case .variableNotSet(let variable): return "переменная окружения \(variable) не задана"
        case .variableControlCharacter(let variable): return "переменная окружения \(variable) \(Self.controlCharacter)"
        case .fileMissing(let file, let error): return "файл ключа \(file) не читается: \(error.russian)"
        case .fileMode(let file, let mode): return "файл ключа \(file): режим \(mode); нужен 0600 (chmod 600 \(file))"
        case .fileOtherOwner(let file): return "файл ключа \(file) принадлежит другому пользователю"
        case .fileUnreadable(let file): return "файл ключа \(file) не читается"
        case .fileEmpty(let file): return "файл ключа \(file) пуст"
        case .fileControlCharacter(let file): return "файл ключа \(file) \(Self.controlCharacter)"
        }
    }

    private static let controlCharacter = "содержит управляющий символ (перевод строки?); ключ должен быть одной строкой печатных символов"
}

extension KeyStatus {
    public var russian: String {
        switch self {
        case .notNeeded: return "ключ не нужен"
        case .fromVariable(let variable): return "ключ из $\(variable)"
        case .fromFile(let file): return "ключ из \(file)"
        case .missing(let problem): return "нет ключа: \(problem.russian)"
        }
    }
}
