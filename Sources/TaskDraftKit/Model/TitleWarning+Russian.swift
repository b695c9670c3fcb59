extension TitleWarning {
    public var russian: String {
        switch self {
        case .nothingLeft: return "для названия ничего не осталось"
        }
    }
}
