extension TitleWarning {
    public var russian: String {
        switch self {
        case .nothingLeft: return "для названия ничего не осталось"
        case .onlyAVerb(let verb): return "«\(verb)» не говорит, что за задача: дайте ей название"
        }
    }
}
