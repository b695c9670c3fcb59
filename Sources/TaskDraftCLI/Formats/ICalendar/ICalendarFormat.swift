import TaskDraftKit

/// iCalendar VTODOs, written as CalDAV sync writes them. `import` does not read them yet.
struct ICalendarFormat: ExportFormat {
    var name: String { "ics" }
    var fileNames: [String] { [".ics", ".ical"] }

    func writer(for export: ExportScope) throws -> any TaskWriter {
        ICalendarTaskWriter(zone: export.zone, deadlines: try export.deadlines(), productVersion: CLI.version)
    }
}
