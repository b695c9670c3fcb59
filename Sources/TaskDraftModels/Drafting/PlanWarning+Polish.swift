extension PlanWarning {
    public var polish: String {
        switch self {
        case .afterDeadline(let proposed, let day):
            return "model umieścił ten krok po terminie celu (\(proposed)); przeniesiono na \(day)"
        case .inThePast(let proposed): return "model umieścił ten krok w przeszłości (\(proposed)); przeniesiono na dziś"
        }
    }
}
