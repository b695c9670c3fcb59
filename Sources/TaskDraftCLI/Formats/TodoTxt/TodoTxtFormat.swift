import TaskDraftKit

/// todo.txt (http://todotxt.org): one task a line, `x` for done, `(A)` for priority.
struct TodoTxtFormat: ImportFormat, ExportFormat {
    var name: String { "todotxt" }
    var fileNames: [String] { ["todo.txt", "done.txt", ".todo.txt", ".todo"] }
    var nameSettlesIt: Bool { true }

    /// Most of the first lines read as todo.txt.
    func holds(_ head: FileHead) -> Bool {
        !head.lines.isEmpty && head.lines.filter(Self.looksLikeTodoTxt).count * 2 > head.lines.count
    }

    /// `x 2026-…`, `(A) …`, or a `+project`, `@context` or `due:` word.
    private static func looksLikeTodoTxt(_ line: Substring) -> Bool {
        let words = line.split(separator: " ")
        guard let first = words.first else { return false }
        if first == "x", words.count > 1, CivilDate(iso: words[1]) != nil { return true }
        if TodoTxtRecord.priority(letterIn: first) != nil { return true }
        return words.contains { word in
            (word.count > 1 && (word.hasPrefix("+") || word.hasPrefix("@"))) || word.hasPrefix("due:")
        }
    }

    func reader(_ source: ByteSource, zone: Zone, now: Instant) throws(CLIError) -> any RecordReader {
        TextLineReader.todoTxt(source, zone: zone)
    }

    func writer(for export: ExportScope) -> any TaskWriter {
        TodoTxtTaskWriter(zone: export.zone)
    }
}
