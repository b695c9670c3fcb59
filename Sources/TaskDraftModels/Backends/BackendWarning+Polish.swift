extension BackendWarning {
    public var polish: String {
        switch self {
        case .invalidAnswer(let backend, let reason):
            return "odpowiedź modelu \(backend) nie nadaje się na szkic (\(reason.polish)); szkic przygotował wbudowany parser"
        case .fellBack(let failures, let backend): return failures.map(\.polish).joined(separator: "; ") + "; szkic przygotował \(backend)"
        }
    }
}
