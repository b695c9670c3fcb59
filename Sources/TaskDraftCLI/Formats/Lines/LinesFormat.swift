import TaskDraftKit

/// One sentence per line, drafted by the session's backend: what any other text is read as.
struct LinesFormat: ImportFormat {
    var name: String { "lines" }
    var fileNames: [String] { [] }

    func holds(_ head: FileHead) -> Bool { true }

    func reader(_ source: ByteSource, zone: Zone, now: Instant) throws(CLIError) -> any RecordReader {
        TextLineReader.plain(source)
    }
}
