extension TitleWarning {
    public var english: String {
        switch self {
        case .nothingLeft: return "nothing was left for a title"
        }
    }
}
