extension DependencyText {
    var english: String {
        switch self {
        case .waitsFor(let ids): return "(waits for \(Self.ids(ids)))"
        case .labelBlocks: return "Blocks"
        case .task(let id, let title, let done): return "\(id) \"\(title)\"" + (done ? " (done)" : "")
        case .unknownTask(let name): return "\(name) (not found)"
        case .named(let id, let title): return "\(title) (#\(id))"
        }
    }
}
