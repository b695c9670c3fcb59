extension SplitWarning {
    public var russian: String {
        switch self {
        case .maybeSeveral: return "возможно, здесь несколько задач — скажите «раздели»"
        }
    }
}
