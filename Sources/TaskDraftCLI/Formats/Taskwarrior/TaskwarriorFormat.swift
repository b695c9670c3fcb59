import TaskDraftKit

/// Taskwarrior's `task export`: a JSON array, or one object per line.
struct TaskwarriorFormat: ImportFormat, ExportFormat {
    var name: String { "taskwarrior" }
    var fileNames: [String] { [] }

    func holds(_ head: FileHead) -> Bool {
        head.looksLikeJSON && Self.titlesAsDescription(head.text)
    }

    /// Taskwarrior's key for the title is "description"; draft JSON says "title" or "text".
    /// Whichever comes first in the text tells them apart.
    static func titlesAsDescription(_ text: String) -> Bool {
        guard let description = text.firstRange(of: "\"description\"")?.lowerBound else { return false }
        let title = [text.firstRange(of: "\"title\"")?.lowerBound, text.firstRange(of: "\"text\"")?.lowerBound]
            .compactMap { $0 }.min()
        return title.map { description < $0 } ?? true
    }

    func reader(_ source: ByteSource, zone: Zone, now: Instant) throws(CLIError) -> any RecordReader {
        JSONRecordReader(source: source, mapping: .taskwarrior, zone: zone)
    }

    func writer(for export: ExportScope) throws -> any TaskWriter {
        TaskwarriorTaskWriter(zone: export.zone, subtasks: try export.subtasks())
    }
}
