import Glibc
import TaskDraftKit

/// Reads a file descriptor through one fixed buffer and hands out lines (or raw blocks) that
/// point into it, so an import's memory does not grow with the file: a 1,000,000-line file
/// and a 10-line file use the same buffer.
final class ByteSource {
    /// Longest record accepted, in bytes. A task is a few hundred bytes; a megabyte is a
    /// mistake (a binary file, a missing newline) and is reported and skipped, not buffered.
    static let maximumRecordBytes = 1 << 20
    /// How much one `read` asks for.
    static let blockSize = 256 * 1024

    let fd: Int32
    /// What error messages call the input (`tasks.csv`, `stdin`).
    let name: String
    /// Total bytes when the input is a regular file (progress ETA), else nil.
    let size: Int?
    /// Bytes handed out so far.
    private(set) var consumed = 0
    /// The `errno` of a failed read; the input then ends early.
    private(set) var readError: Int32?

    private let capacity = ByteSource.maximumRecordBytes + ByteSource.blockSize
    private let buffer: UnsafeMutablePointer<UInt8>
    private var start = 0
    private var end = 0
    private var atEOF = false
    private var closeOnDeinit: Bool
    private(set) var lineNumber = 0

    init(fd: Int32, name: String, closeOnDeinit: Bool) {
        self.fd = fd
        self.name = name
        self.closeOnDeinit = closeOnDeinit
        var info = stat()
        size = fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
        buffer = .allocate(capacity: capacity)
    }

    /// Opens a file for reading, or throws a message naming it.
    static func open(path: String) throws(CLIError) -> ByteSource {
        if FileSystem.isDirectory(path) { throw CLIError(.failure, .importExport(.cannotRead(path, nil))) }
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw CLIError(.failure, .importExport(.cannotRead(path, SystemError(errno)))) }
        return ByteSource(fd: fd, name: path, closeOnDeinit: true)
    }

    deinit {
        buffer.deallocate()
        if closeOnDeinit { close(fd) }
    }

    /// One physical line, without its terminator.
    enum Line {
        /// Valid until the next call. `terminator` is how many bytes ended it: "\n", "\r\n", a
        /// lone "\r" where the format's `LineEnd` says so, or none.
        case text(UnsafeBufferPointer<UInt8>, terminator: Int)
        /// Longer than `maximumRecordBytes`; it was skipped (`bytes` long).
        case tooLong(bytes: Int)
    }

    /// Where a line ends in the bytes given, which start where it starts, looking at and after
    /// `from`: its content's end and the next line's start, or nil when they hold no end yet
    /// (`more`: bytes may follow them).
    typealias LineEnd = (_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ more: Bool) -> (contentEnd: Int, next: Int)?

    /// LF, a CR before it the line end's too: every line-per-record format's.
    static func newline(in bytes: UnsafeBufferPointer<UInt8>, from: Int, more: Bool) -> (contentEnd: Int, next: Int)? {
        guard from < bytes.count, let base = bytes.baseAddress, let found = memchr(base + from, 0x0A, bytes.count - from) else { return nil }
        let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        return (newline > 0 && bytes[newline - 1] == 0x0D ? newline - 1 : newline, newline + 1)
    }

    /// The next line and its number (from 1), or nil at the end of the input.
    func nextLine(endedBy lineEnd: LineEnd = ByteSource.newline(in:from:more:)) -> (number: Int, line: Line)? {
        var searchFrom = start
        while true {
            if let (contentEnd, next) = lineEnd(UnsafeBufferPointer(start: buffer + start, count: end - start), searchFrom - start, !atEOF) {
                let line = UnsafeBufferPointer(start: buffer + start, count: contentEnd)
                consumed += next
                start += next
                lineNumber += 1
                return (lineNumber, .text(line, terminator: next - contentEnd))
            }
            // The last byte is looked at again: a CR there may prove a line end once more is read.
            searchFrom = max(start, end - 1)
            if end - start >= Self.maximumRecordBytes {
                let skipped = skipPastLineEnd(lineEnd)
                lineNumber += 1
                return (lineNumber, .tooLong(bytes: skipped))
            }
            if atEOF {
                guard start < end else { return nil }
                let line = UnsafeBufferPointer(start: buffer + start, count: end - start)
                consumed += end - start
                start = end
                lineNumber += 1
                return (lineNumber, .text(line, terminator: 0))
            }
            let before = start
            fill()
            searchFrom -= before - start
        }
    }

    /// The next line of a line-per-record format, and its number: the line's bytes, without
    /// a UTF-8 byte order mark on line 1, or the problem of a line too long to be a record.
    func nextRecordLine() -> (number: Int, line: Result<UnsafeBufferPointer<UInt8>, RecordProblem>)? {
        guard let (number, line) = nextLine() else { return nil }
        switch line {
        case .tooLong(let bytes):
            return (number, .failure(RecordProblem(
                line: number, .lineTooLong(bytes: bytes, most: Self.maximumRecordBytes))))
        case .text(var bytes, _):
            if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst(3)) }
            return (number, .success(bytes))
        }
    }

    /// Every byte not handed out yet, up to a block; nil at the end. For readers that track
    /// structure across lines themselves (CSV, JSON arrays). Valid until the next call.
    func nextBlock() -> UnsafeBufferPointer<UInt8>? {
        if start == end {
            if atEOF { return nil }
            fill()
            if start == end { return nil }
        }
        let block = UnsafeBufferPointer(start: buffer + start, count: end - start)
        consumed += end - start
        start = end
        return block
    }

    /// Skips a UTF-8 byte order mark at the start of the input. It is no character of the text:
    /// a reader that counts columns (CSV, a JSON array) starts at column 1 after it, as an
    /// editor or a spreadsheet shows the text, and a quoted first field is still quoted.
    func skipByteOrderMark() {
        guard consumed == 0, peek(3).starts(with: [0xEF, 0xBB, 0xBF]) else { return }
        start += 3
        consumed += 3
    }

    /// The first bytes of the input without consuming them (format detection).
    func peek(_ count: Int) -> UnsafeBufferPointer<UInt8> {
        while end - start < count && !atEOF { fill() }
        return UnsafeBufferPointer(start: buffer + start, count: min(count, end - start))
    }

    /// Moves unread bytes to the front when the tail is short, then reads one block.
    private func fill() {
        if capacity - end < Self.blockSize {
            if start < end { memmove(buffer, buffer + start, end - start) }
            end -= start
            start = 0
        }
        while true {
            let n = read(fd, buffer + end, capacity - end)
            if n < 0 {
                if errno == EINTR { continue }
                readError = errno
                atEOF = true
                return
            }
            if n == 0 { atEOF = true }
            end += n
            return
        }
    }

    /// Drops the buffered start of an over-long line and reads on past its line end.
    private func skipPastLineEnd(_ lineEnd: LineEnd) -> Int {
        var skipped = 0
        while true {
            if let (contentEnd, next) = lineEnd(UnsafeBufferPointer(start: buffer + start, count: end - start), 0, !atEOF) {
                skipped += contentEnd
                consumed += next
                start += next
                return skipped
            }
            // All but the last byte, which may begin the line end.
            let dropped = atEOF ? end - start : max(0, end - start - 1)
            skipped += dropped
            consumed += dropped
            start += dropped
            if atEOF { return skipped }
            fill()
        }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The bytes as a String, or nil with the offset of the first byte that is not UTF-8.
    func validatedString() -> Result<String, InvalidUTF8> {
        if let text = String(validating: self, as: UTF8.self) { return .success(text) }
        // Find where decoding fails, for the column in the error message.
        var iterator = makeIterator()
        var decoder = UTF8()
        var characters = 0
        var offset = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                characters += 1
            case .emptyInput: break loop
            case .error: break loop
            }
        }
        return .failure(InvalidUTF8(byteOffset: offset, column: characters + 1))
    }
}

/// Where a run of bytes stopped being UTF-8.
struct InvalidUTF8: Error {
    let byteOffset: Int
    /// 1-based character column of the first bad byte.
    let column: Int
}
