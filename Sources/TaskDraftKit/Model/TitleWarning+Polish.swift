extension TitleWarning {
    public var polish: String {
        switch self {
        case .nothingLeft: return "na tytuł nic nie zostało"
        }
    }
}
