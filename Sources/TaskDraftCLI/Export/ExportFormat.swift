import TaskDraftKit

/// The formats `export` writes, each a streaming writer: header, one task at a time, footer.
enum ExportFormat: String, CaseIterable, Sendable {
    case json, jsonl, csv, ics, taskwarrior, todotxt

    /// The format a file name implies (`-o tasks.ics`), if any.
    init?(path: String) {
        let name = FileSystem.lastComponent(path).lowercased()
        if name.hasSuffix(".jsonl") || name.hasSuffix(".ndjson") { self = .jsonl }
        else if name.hasSuffix(".json") { self = .json }
        else if name.hasSuffix(".csv") { self = .csv }
        else if name.hasSuffix(".ics") || name.hasSuffix(".ical") { self = .ics }
        else if name == "todo.txt" || name == "done.txt" || name.hasSuffix(".todo.txt") { self = .todotxt }
        else { return nil }
    }
}

/// Writes tasks in one format. `begin` and `end` frame the document; `write` is called once
/// per task, in list order, and appends to the buffered output.
protocol TaskWriter {
    mutating func begin(_ out: Output)
    mutating func write(_ task: Task, _ out: Output)
    mutating func end(_ out: Output)
}
