extension FallbackFailure {
    public var russian: String {
        switch self {
        case .skipped(let backend, let reason): return "\(backend) пропущена: \(reason.russian)"
        case .failed(let error): return "\(error.backend): сбой (\(error.problem.russian))"
        case .didNotAnswerRecently(let backend): return "\(backend) только что не ответила"
        }
    }
}
