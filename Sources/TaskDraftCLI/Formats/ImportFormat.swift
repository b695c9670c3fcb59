import TaskDraftKit

/// A format `import` reads: how it recognises a file, and its reader.
protocol ImportFormat: FileFormat {
    /// What the import report calls the input: `name`, unless two formats are read alike.
    var importName: String { get }
    /// Whether a file whose name implies this format is taken as it whatever it holds.
    var nameSettlesIt: Bool { get }
    /// Whether a file's first bytes hold this format. Detection asks the formats in the order
    /// of `FileFormats.all` and takes the first that says yes, so a format only has to tell
    /// itself apart from the ones listed before it.
    func holds(_ head: FileHead) -> Bool
    /// A reader of `source` that reads times without an offset in `zone`, and dates what the file
    /// says without a date of its own (a Todoist note row with no DATE) at `now`, the import's moment.
    func reader(_ source: ByteSource, zone: Zone, now: Instant) throws(CLIError) -> any RecordReader
}

extension ImportFormat {
    var importName: String { name }
    var nameSettlesIt: Bool { false }
    var importing: (any ImportFormat)? { self }
}
