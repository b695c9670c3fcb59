extension DateOrderWarning {
    public var english: String {
        switch self {
        case .startAfterDue(let start, let due): return "the start (\(start)) is after the due (\(due))"
        case .waitAfterDue(let wait, let due): return "it is hidden until \(wait), after it is due (\(due))"
        }
    }
}
