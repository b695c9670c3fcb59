extension DependencyText {
    var polish: String {
        switch self {
        case .waitsFor(let ids): return "(czeka na \(Self.ids(ids)))"
        case .labelDepends: return "Czeka na"
        case .labelBlocks: return "Blokuje"
        case .fieldDepends: return "po"
        case .task(let id, let title, let done): return "\(id) „\(title)”" + (done ? " (zrobione)" : "")
        case .unknownTask(let name): return "\(name) (nie znaleziono)"
        }
    }
}
