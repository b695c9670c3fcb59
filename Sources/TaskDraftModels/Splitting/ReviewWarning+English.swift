extension ReviewWarning {
    public var english: String {
        let asDrafted = "; the drafts are as drafted"
        switch self {
        case .failed(let error): return "the review by \(error.backend) failed (\(error.detail))" + asDrafted
        case .unusable(let backend): return "the review by \(backend) gave no usable answer" + asDrafted
        case .skipped(let failures): return "no review (\(failures.map(\.english).joined(separator: "; ")))" + asDrafted
        case .cancelled: return "the review was cancelled" + asDrafted
        case .changed(let reviewer, let changes, let reason):
            let what = changes.map { change in
                switch change {
                case .title(let from, let to): return "the title \"\(from)\" → \"\(to)\""
                case .day(let from, let to): return "the day \(from.map(\.description) ?? "none") → \(to)"
                }
            }
            return "the review by \(reviewer) changed " + what.joined(separator: " and ") + (reason.map { " (\($0))" } ?? "")
        }
    }
}
