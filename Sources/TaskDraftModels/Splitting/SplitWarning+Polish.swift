extension SplitWarning {
    public var polish: String {
        switch self {
        case .maybeSeveral: return "to może być kilka zadań — powiedz „podziel”"
        }
    }
}
