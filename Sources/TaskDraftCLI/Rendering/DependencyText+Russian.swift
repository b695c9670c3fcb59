import TaskDraftKit

extension DependencyText {
    var russian: String {
        switch self {
        case .waitsFor(let ids): return "(ждёт \(Self.ids(ids)))"
        case .labelBlocks: return "Блокирует"
        case .task(let id, let title, let done): return "\(id) \(Russian.quoted(title))" + (done ? " (выполнена)" : "")
        case .unknownTask(let name): return "\(name) (не найдена)"
        case .named(let id, let title): return "\(title) (#\(id))"
        }
    }
}
