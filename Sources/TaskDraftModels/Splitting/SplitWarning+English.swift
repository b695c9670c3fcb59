extension SplitWarning {
    public var english: String {
        switch self {
        case .maybeSeveral: return "this may be several tasks — say 'split'"
        }
    }
}
