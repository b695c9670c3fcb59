extension FallbackFailure {
    public var english: String {
        switch self {
        case .skipped(let backend, let reason): return "\(backend) skipped: \(reason.english)"
        case .failed(let error): return "\(error.backend) failed (\(error.detail))"
        case .didNotAnswerRecently(let backend): return "\(backend) did not answer a moment ago"
        }
    }
}
