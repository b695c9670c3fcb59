extension PlanWarning {
    public var russian: String {
        switch self {
        case .afterDeadline(let proposed, let day): return "модель поставила этот шаг позже срока цели (\(proposed)); он перенесён на \(day)"
        case .inThePast(let proposed): return "модель поставила этот шаг в прошлое (\(proposed)); он перенесён на сегодня"
        }
    }
}
