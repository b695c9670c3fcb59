import TaskDraftKit

/// A line and a 1-based character column.
struct Position: Sendable, Hashable {
    let line: Int
    let column: Int
}
