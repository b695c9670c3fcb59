extension KeyProblem {
    public var english: String {
        switch self {
        case .variableNotSet(let variable): return "\(variable) is not set"
        case .variableControlCharacter(let variable): return "\(variable) \(Self.controlCharacter)"
        case .fileMissing(let file, let error): return "key file \(file) cannot be read: \(error.english)"
        case .fileMode(let file, let mode): return "key file \(file) is mode \(mode); it must be 0600 (chmod 600 \(file))"
        case .fileOtherOwner(let file): return "key file \(file) belongs to another user"
        case .fileUnreadable(let file): return "key file \(file) cannot be read"
        case .fileEmpty(let file): return "key file \(file) is empty"
        case .fileControlCharacter(let file): return "key file \(file) \(Self.controlCharacter)"
        }
    }

    private static let controlCharacter = "holds a control character (a line break?); the key must be one line of printable text"
}

extension KeyStatus {
    public var english: String {
        switch self {
        case .notNeeded: return "no key needed"
        case .fromVariable(let variable): return "key from $\(variable)"
        case .fromFile(let file): return "key from \(file)"
        case .missing(let problem): return "no key: \(problem.english)"
        }
    }
}
