extension DateOrderWarning {
    public var polish: String {
        switch self {
        case .startAfterDue(let start, let due): return "początek (\(start)) jest po terminie (\(due))"
        case .waitAfterDue(let wait, let due): return "zadanie jest ukryte do \(wait), czyli po terminie (\(due))"
        }
    }
}
