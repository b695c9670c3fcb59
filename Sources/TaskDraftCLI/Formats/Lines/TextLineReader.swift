import TaskDraftKit

/// Reads UTF-8 text one line at a time: plain sentences to draft, or todo.txt lines.
/// Blank lines are skipped, and so are comment lines (`# …`, said once in the report); a line
/// that is not UTF-8 or is too long is a bad record.
final class TextLineReader: RecordReader {
    private let source: ByteSource
    private let parse: (String, Int) -> ReaderItem

    init(source: ByteSource, parse: @escaping (String, Int) -> ReaderItem) {
        self.source = source
        self.parse = parse
    }

    /// Each line is a sentence for the session's backend.
    static func plain(_ source: ByteSource) -> TextLineReader {
        TextLineReader(source: source) { text, line in .record(SourceRecord(line: line, text: text)) }
    }

    static func todoTxt(_ source: ByteSource, zone: Zone) -> TextLineReader {
        TextLineReader(source: source) { text, line in TodoTxtRecord.item(text, line: line, zone: zone) }
    }

    let notes: [ImportNote] = []

    /// `# a note to self`, `#`, `## Monday`: a comment. `#work call Anna` is a sentence with a
    /// tag, so the `#` must stand alone (followed by a space, another `#` or nothing).
    static func isComment(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard text.first == "#" else { return false }
        let next = text.dropFirst().first
        return next == nil || next == " " || next == "\t" || next == "#"
    }

    func next() -> ReaderItem? {
        while let (number, line) = source.nextRecordLine() {
            switch line {
            case .failure(let problem):
                return .problem(problem)
            case .success(let bytes):
                switch bytes.validatedString() {
                case .failure(let bad):
                    return .problem(RecordProblem(line: number, column: bad.column, .invalidUTF8(byte: bad.byteOffset + 1, inField: false)))
                case .success(let text):
                    if text.allSatisfy(\.isWhitespace) { continue }
                    if Self.isComment(text) { return .skipped(line: number, reason: .commentLines) }
                    return parse(text, number)
                }
            }
        }
        return nil
    }
}
