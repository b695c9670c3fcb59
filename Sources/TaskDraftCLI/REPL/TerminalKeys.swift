import Glibc
import TaskDraftHTTP

/// The keys libedit reads, handed to it through readline's `rl_getc_function`. libedit clears
/// its line when it starts reading (so text inserted before `readline` is lost), but it asks
/// this function for every key: a value to edit is handed over as keys typed ahead of the
/// person's, and a paste (a bracketed one, or several lines arriving at once) is taken whole
/// here instead of being typed into the line and run line by line.
enum TerminalKeys {
    /// Code points handed out before the terminal is read: a value to edit, or bytes read ahead.
    nonisolated(unsafe) static var pending: [Int32] = []
    /// A paste taken whole while the last line was read, to follow what libedit returns (after
    /// a newline when the line was ended first); nil when there was none.
    nonisolated(unsafe) static var paste: String?
    /// Whether lines arriving at once are a paste: only where a paste is read as one (the
    /// REPL's prompt and cards). Elsewhere they are answers typed ahead, one per question.
    nonisolated(unsafe) static var bareLinesArePaste = false

    /// What the terminal sends around a paste once `ESC[?2004h` asked for it.
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// A paste is text: past this it is cut, so a runaway stream cannot grow the process.
    static let pasteLimit = 1 << 20

    typealias GetCharacter = @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32
    static let getCharacter: GetCharacter = { _ in TerminalKeys.next() }

    /// Starts a line: `initial` typed ahead (control characters left out: a key would run them).
    static func begin(initial: String, bareLinesArePaste: Bool = false) {
        self.bareLinesArePaste = bareLinesArePaste
        pending = initial.unicodeScalars.filter { !$0.isControlCharacter }.map { Int32(bitPattern: $0.value) }
        paste = nil
    }

    /// The next code point for libedit; -1 at end of input or when Ctrl-C interrupted the read.
    static func next() -> Int32 {
        if !pending.isEmpty { return pending.removeFirst() }
        guard let byte = readByte(wait: -1) else { return -1 }
        switch byte {
        case 0x1B:
            return escape()
        case 0x0D, 0x0A:
            // More bytes already waiting after a newline: several lines arrived at once, a paste
            // from a terminal that does not bracket it. A person's next key comes much later.
            if bareLinesArePaste, let rest = readWaiting() { paste = "\n" + String(decoding: rest, as: UTF8.self) }
            return Int32(byte)
        default:
            return decode(first: byte)
        }
    }

    /// ESC: the start of a bracketed paste, taken whole; else the key's sequence handed on.
    private static func escape() -> Int32 {
        var seen: [UInt8] = []
        for expected in pasteStart.dropFirst() {
            guard let byte = readByte(wait: 50) else { break }
            seen.append(byte)
            if byte != expected { break }
        }
        guard seen == Array(pasteStart.dropFirst()) else {
            pending.append(contentsOf: seen.map { Int32($0) })
            return 0x1B
        }
        var text: [UInt8] = []
        while let byte = readByte(wait: -1) {
            if text.count < pasteLimit { text.append(byte) }
            if text.count >= pasteEnd.count, text.suffix(pasteEnd.count).elementsEqual(pasteEnd) {
                text.removeLast(pasteEnd.count)
                break
            }
        }
        let pasted = String(decoding: text, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
        let lines = pasted.split(separator: "\n", omittingEmptySubsequences: true)
        if lines.count <= 1 {
            // One line pasted is typed into the line being edited.
            pending.append(contentsOf: String(lines.first ?? "").unicodeScalars.filter { !$0.isControlCharacter }
                .map { Int32(bitPattern: $0.value) })
            return next()
        }
        paste = pasted
        return 0x0D
    }

    /// One UTF-8 character from its first byte; U+FFFD for bytes that are not one.
    private static func decode(first: UInt8) -> Int32 {
        let length = first < 0x80 ? 1 : first >> 5 == 0b110 ? 2 : first >> 4 == 0b1110 ? 3 : first >> 3 == 0b11110 ? 4 : 0
        guard length > 1 else { return length == 1 ? Int32(first) : 0xFFFD }
        var bytes = [first]
        for _ in 1..<length {
            guard let byte = readByte(wait: 50), byte & 0xC0 == 0x80 else { return 0xFFFD }
            bytes.append(byte)
        }
        return String(validating: bytes, as: UTF8.self)?.unicodeScalars.first.map { Int32(bitPattern: $0.value) } ?? 0xFFFD
    }

    /// What is already waiting on the terminal, and what follows within a moment (a paste
    /// arrives in pieces of the terminal's buffer); nil when nothing waits.
    private static func readWaiting() -> [UInt8]? {
        guard let first = readByte(wait: 0) else { return nil }
        var bytes = [first]
        while bytes.count < pasteLimit, let byte = readByte(wait: 20) { bytes.append(byte) }
        return bytes
    }

    /// One byte from standard input, waiting at most `wait` ms (-1: until one comes). nil at
    /// the end of input, after the wait, or when Ctrl-C interrupted it; other signals (a
    /// window resized) go on waiting.
    private static func readByte(wait: Int32) -> UInt8? {
        while true {
            if wait >= 0 {
                var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, wait)
                if ready == 0 { return nil }
                if ready < 0 {
                    if errno == EINTR && !CancellationFlag.interrupt.isCancelled { continue }
                    return nil
                }
            }
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte }
            if count < 0 && errno == EINTR && !CancellationFlag.interrupt.isCancelled { continue }
            return nil
        }
    }
}
