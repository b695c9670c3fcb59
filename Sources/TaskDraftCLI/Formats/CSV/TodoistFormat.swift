import TaskDraftKit

/// Todoist's CSV, as its "Import from template" reads it and its export writes it: `export
/// --format todoist` writes it (`TodoistTaskWriter`), and `import` reads it as any CSV whose
/// header is Todoist's (`CSVReader+Todoist.swift`), so it has no file name of its own: `.csv`
/// is TaskDraft's CSV, and a Todoist file is told by its `TYPE,CONTENT` header.
struct TodoistFormat: ImportFormat, ExportFormat {
    var name: String { "todoist" }
    var fileNames: [String] { [] }
    /// Read alike with `csv`, which detection finds first.
    var importName: String { "csv" }

    func holds(_ head: FileHead) -> Bool {
        guard let header = head.lines.first else { return false }
        return CSVReader.isTodoistHeader(header.split(separator: ",").map(String.init))
    }

    func reader(_ source: ByteSource, zone: Zone, now: Instant) throws(CLIError) -> any RecordReader {
        try CSVReader(source: source, zone: zone, now: now)
    }

    func writer(for export: ExportScope) -> any TaskWriter {
        TodoistTaskWriter(zone: export.zone)
    }
}
