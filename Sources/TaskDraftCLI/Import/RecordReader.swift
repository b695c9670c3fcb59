import TaskDraftKit

/// One import format's reader: pulls from a `ByteSource` and yields items in order.
protocol RecordReader: AnyObject {
    func next() -> ReaderItem?
    /// Things to say once at the end (the fields kept in notes).
    var notes: [ImportNote] { get }
}

/// What a reader yields, in input order.
enum ReaderItem: Sendable {
    case record(SourceRecord)
    case problem(RecordProblem)
    /// Deliberately not imported (a Taskwarrior recurrence template), with the reason.
    case skipped(line: Int, reason: ImportSkip)
}
