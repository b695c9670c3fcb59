extension DateOrderWarning {
    public var russian: String {
        switch self {
        case .startAfterDue(let start, let due): return "начало (\(start)) позже срока (\(due))"
        case .waitAfterDue(let wait, let due): return "задача скрыта до \(wait) — позже срока (\(due))"
        }
    }
}
