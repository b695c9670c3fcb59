import TaskDraftKit

/// The first bytes of an input, as `ImportFormat.holds` looks at them to tell its format.
struct FileHead {
    /// Bytes looked at to guess a format.
    static let size = 16 * 1024

    /// The format the file's name implies, if any.
    let named: (any FileFormat)?
    /// The bytes as text, without a UTF-8 byte order mark.
    let text: String
    /// Whether the text starts, after white space, with `[` or `{`.
    let looksLikeJSON: Bool
    /// The first 20 lines that are not blank.
    let lines: [Substring]

    init(path: String?, bytes head: UnsafeBufferPointer<UInt8>) {
        named = path.flatMap(FileFormats.named(path:))
        var bytes = Array(head)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        text = String(decoding: bytes, as: UTF8.self)
        let trimmed = text.drop(while: \.isWhitespace)
        looksLikeJSON = trimmed.hasPrefix("[") || trimmed.hasPrefix("{")
        lines = Array(text.split(whereSeparator: \.isNewline).prefix(20).filter { !$0.allSatisfy(\.isWhitespace) })
    }
}
