extension TransferProblem {
    public var english: String {
        switch self {
        case .curl(_, _, let words): return words
        case .libcurlMissing: return "libcurl (libcurl.so.4) cannot be loaded; install libcurl4"
        case .libcurlFailed(let call): return "\(call) failed"
        case .tooLarge(let most, let aborted): return "response larger than \(most) bytes" + (aborted ? "; transfer aborted" : "")
        case .cancelled: return "cancelled"
        case .noTimeLeft: return "no time left of the total timeout"
        case .retryWouldOverrun(let reason, let retry, let seconds):
            return "\(reason.english); retry \(retry) would need \(seconds) s, more than the time left"
        }
    }
}

extension RetryReason {
    public var english: String {
        switch self {
        case .status(let status): return "HTTP \(status)"
        case .connectionReset: return "connection reset"
        }
    }
}
