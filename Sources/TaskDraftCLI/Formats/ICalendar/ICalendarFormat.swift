import TaskDraftKit

/// iCalendar VTODOs, written as CalDAV sync writes them and read as sync reads them
/// (`ICalendarRecordReader`), so an exported calendar imports back the same tasks.
struct ICalendarFormat: ImportFormat, ExportFormat {
    var name: String { "ics" }
    var fileNames: [String] { [".ics", ".ical"] }
    var nameSettlesIt: Bool { true }

    /// A first line that opens a calendar (RFC 5545 §3.4).
    func holds(_ head: FileHead) -> Bool {
        head.lines.first.map { $0.trimmingWhitespace().uppercased() == "BEGIN:VCALENDAR" } ?? false
    }

    func reader(_ source: ByteSource, zone: Zone, now: Instant) throws(CLIError) -> any RecordReader {
        ICalendarRecordReader(source: source, zone: zone, now: now)
    }

    func writer(for export: ExportScope) throws -> any TaskWriter {
        ICalendarTaskWriter(zone: export.zone, deadlines: try export.deadlines(), productVersion: CLI.version)
    }
}
