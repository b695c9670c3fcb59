extension TitleWarning {
    public var polish: String {
        switch self {
        case .nothingLeft: return "na tytuł nic nie zostało"
        case .onlyAVerb(let verb): return "„\(verb)” nie mówi, co to za zadanie: nadaj mu tytuł"
        }
    }
}
