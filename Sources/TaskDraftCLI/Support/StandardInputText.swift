import Glibc
import TaskDraftKit

/// All of standard input as the words to draft: what `add -` reads, and `--split` without
/// words (pasted notes piped in).
enum StandardInputText {
    /// Bytes of stdin accepted as one block of notes; notes are kilobytes.
    static let maximumBytes = 1 << 20

    /// The text, without a UTF-8 byte order mark; a usage error when it is too long, not UTF-8
    /// or only white space (nothing to draft would only make an "Untitled task").
    static func read(command: String) throws(UsageError) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, StandardInput.file)
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumBytes { throw UsageError(.usage(.standardInputTooLong(maximumBytes)), command: command) }
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw UsageError(.usage(.standardInputNotUTF8), command: command)
        }
        guard !text.trimmingWhitespace().isEmpty else { throw UsageError(.wordsRefused(.emptyText), command: command) }
        return text
    }
}
