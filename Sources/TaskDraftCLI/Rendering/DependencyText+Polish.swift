extension DependencyText {
    var polish: String {
        switch self {
        case .waitsFor(let ids): return "(czeka na \(Self.ids(ids)))"
        case .labelBlocks: return "Blokuje"
        case .task(let id, let title, let done): return "\(id) „\(title)”" + (done ? " (zrobione)" : "")
        case .unknownTask(let name): return "\(name) (nie znaleziono)"
        case .named(let id, let title): return "\(title) (#\(id))"
        }
    }
}
