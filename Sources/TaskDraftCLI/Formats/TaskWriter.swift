import TaskDraftKit

/// Writes tasks in one format. `begin` and `end` frame the document; `write` is called once
/// per task, in list order, and appends to the buffered output.
protocol TaskWriter {
    mutating func begin(_ out: Output)
    mutating func write(_ task: Task, _ out: Output)
    mutating func end(_ out: Output)
    /// What the format had no place for, counted as the tasks were written (read after `end`).
    var leftOut: ExportLeftOut.Counts { get }
}

extension TaskWriter {
    /// A format that carries every field, or whose writer does not count yet, leaves nothing it says.
    var leftOut: ExportLeftOut.Counts { ExportLeftOut.Counts() }
}
