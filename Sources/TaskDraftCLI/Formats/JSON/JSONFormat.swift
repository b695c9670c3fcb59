import TaskDraftKit

/// TaskDraft's own JSON: `json` (an array) and `jsonl` (JSON Lines), the objects `list --json`
/// prints. Both are read by one reader and reported as `jsonl`.
struct JSONFormat: ImportFormat, ExportFormat {
    static let array = JSONFormat(lines: false)
    static let lines = JSONFormat(lines: true)

    /// One object per line rather than an array.
    let lines: Bool

    var name: String { lines ? "jsonl" : "json" }
    var fileNames: [String] { lines ? [".jsonl", ".ndjson"] : [".json"] }
    var importName: String { "jsonl" }

    /// JSON that is not Taskwarrior's, or a JSON file's name over anything else: a Taskwarrior
    /// export is JSON too, so a `.json` name does not settle it.
    func holds(_ head: FileHead) -> Bool {
        if head.looksLikeJSON { return !TaskwarriorFormat.titlesAsDescription(head.text) }
        return head.named is JSONFormat
    }

    func reader(_ source: ByteSource, zone: Zone, now: Instant) throws(CLIError) -> any RecordReader {
        JSONRecordReader(source: source, mapping: .draft, zone: zone)
    }

    func writer(for export: ExportScope) -> any TaskWriter {
        JSONTaskWriter(zone: export.zone, array: !lines)
    }
}
