import TaskDraftKit

/// CSV with a header row naming the columns (TaskDraft's own, or Todoist's).
struct CSVFormat: ImportFormat, ExportFormat {
    var name: String { "csv" }
    var fileNames: [String] { [".csv"] }
    var nameSettlesIt: Bool { true }

    /// A first line with a comma and a title column. Taskwarrior's JSON, listed after this
    /// format, can hold such a line too.
    func holds(_ head: FileHead) -> Bool {
        guard !head.looksLikeJSON, let header = head.lines.first, header.contains(",") else { return false }
        return header.split(separator: ",").contains { ["title", "text", "content"].contains($0.trimmingWhitespace().lowercased()) }
    }

    func reader(_ source: ByteSource, zone: Zone, now: Instant) throws(CLIError) -> any RecordReader {
        try CSVReader(source: source, zone: zone, now: now)
    }

    func writer(for export: ExportScope) -> any TaskWriter {
        CSVTaskWriter(zone: export.zone)
    }
}
