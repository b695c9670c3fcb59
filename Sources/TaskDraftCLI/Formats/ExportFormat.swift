import TaskDraftKit

/// A format `export` writes: a writer for the tasks an export selects.
protocol ExportFormat: FileFormat {
    func writer(for export: ExportScope) throws -> any TaskWriter
}

/// What a writer may ask about an export before its first task.
struct ExportScope {
    let zone: Zone
    /// The earliest and latest deadline among the tasks exported, read only when a writer
    /// asks (iCalendar's VTIMEZONE must cover those years).
    let deadlines: () throws -> ClosedRange<Instant>?
    /// The UIDs of the exported tasks that have a parent, by that parent's UID, in UID order,
    /// read only when a writer asks (Taskwarrior's parent waits for its steps).
    var subtasks: () throws -> [String: [String]] = { [:] }
}

extension ExportFormat {
    var exporting: (any ExportFormat)? { self }
}
