/// Where a task is in its life.
public enum TaskStatus: String, Sendable, Hashable, CaseIterable {
    case pending, done, deleted
}
