import TaskDraftKit

/// How `import` picks and reads a format: `--format`, else the file's name, else its first bytes.
extension FileFormat {
    /// Bytes looked at to guess a format.
    static let sniffBytes = 16 * 1024

    /// The format a file's name says, refined by what its first bytes hold.
    static func detect(path: String?, head: UnsafeBufferPointer<UInt8>) -> FileFormat {
        let named = path.flatMap(FileFormat.init(path:))
        // A CSV or todo.txt name settles it; a JSON one does not, as Taskwarrior's exports are JSON too.
        if let named, named == .csv || named == .todotxt { return named }
        var bytes = Array(head)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let text = String(decoding: bytes, as: UTF8.self)
        let trimmed = text.drop(while: \.isWhitespace)
        if trimmed.hasPrefix("[") || trimmed.hasPrefix("{") {
            // Taskwarrior's key for the title is "description"; draft JSON says "title" or "text".
            let description = text.firstRange(of: "\"description\"")?.lowerBound
            let title = [text.firstRange(of: "\"title\"")?.lowerBound, text.firstRange(of: "\"text\"")?.lowerBound]
                .compactMap { $0 }.min()
            if let description, title.map({ description < $0 }) ?? true { return .taskwarrior }
            return .jsonl
        }
        if named == .json || named == .jsonl { return .jsonl }
        let lines = text.split(whereSeparator: \.isNewline).prefix(20).filter { !$0.allSatisfy(\.isWhitespace) }
        if let header = lines.first, header.contains(","),
           header.split(separator: ",").contains(where: { ["title", "text", "content"].contains($0.trimmingWhitespace().lowercased()) }) {
            return .csv
        }
        if !lines.isEmpty, lines.filter(looksLikeTodoTxt).count * 2 > lines.count { return .todotxt }
        return .lines
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

    func reader(_ source: ByteSource, zone: Zone) throws(CLIError) -> any RecordReader {
        switch self {
        case .lines: return TextLineReader.plain(source)
        case .csv: return try CSVReader(source: source, zone: zone)
        case .json, .jsonl: return JSONRecordReader(source: source, mapping: .draft, zone: zone)
        case .taskwarrior: return JSONRecordReader(source: source, mapping: .taskwarrior, zone: zone)
        case .todotxt: return TextLineReader.todoTxt(source, zone: zone)
        case .ics: throw CLIError(.usage, .notImportable("ics"))
        }
    }
}
