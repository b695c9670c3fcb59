extension FallbackFailure {
    public var russian: String {
        switch self {
        case .skipped(let backend, let reason): return "\(backend) пропущена: \(reason)"
        case .failed(let error): return "\(error.backend): сбой (\(error.detail))"
        case .didNotAnswerRecently(let backend): return "\(backend) только что не ответила"
        }
    }
}
