extension TitleWarning {
    public var english: String {
        switch self {
        case .nothingLeft: return "nothing was left for a title"
        case .onlyAVerb(let verb): return "\"\(verb)\" alone does not say what the task is: give it a title"
        }
    }
}
