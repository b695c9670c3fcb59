import TaskDraftKit

/// Writes tasks in one format. `begin` and `end` frame the document; `write` is called once
/// per task, in list order, and appends to the buffered output.
protocol TaskWriter {
    mutating func begin(_ out: Output)
    mutating func write(_ task: Task, _ out: Output)
    mutating func end(_ out: Output)
}
