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
}

extension ExportFormat {
    var exporting: (any ExportFormat)? { self }
}
