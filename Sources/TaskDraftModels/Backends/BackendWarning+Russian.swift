extension BackendWarning {
    public var russian: String {
        switch self {
        case .invalidAnswer(let backend, let reason):
            return "ответ модели \(backend) не годится как черновик (\(reason.russian)); черновик составил встроенный разборщик"
        case .fellBack(let failures, let backend): return failures.map(\.russian).joined(separator: "; ") + "; черновик составила \(backend)"
        }
    }
}
