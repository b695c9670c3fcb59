extension BackendWarning {
    public var english: String {
        switch self {
        case .invalidAnswer(let backend, let reason):
            return "\(backend)'s answer was not a valid draft (\(reason.english)); drafted by the built-in parser"
        case .fellBack(let failures, let backend): return failures.map(\.english).joined(separator: "; ") + "; drafted by \(backend)"
        }
    }
}
