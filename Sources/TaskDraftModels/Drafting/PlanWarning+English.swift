extension PlanWarning {
    public var english: String {
        switch self {
        case .afterDeadline(let proposed, let day):
            return "the model put this step after the goal's deadline (\(proposed)); moved to \(day)"
        case .inThePast(let proposed): return "the model put this step in the past (\(proposed)); moved to today"
        }
    }
}
