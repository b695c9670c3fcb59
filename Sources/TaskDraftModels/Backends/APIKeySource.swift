import Glibc
import TaskDraftKit

/// Where a backend's API key comes from: an environment variable, or a file only its owner
/// can read (mode 0600 or 0400). The key is read when a request's header is built and held
/// nowhere else, so no stored configuration or error can print it.
public struct APIKeySource: Sendable {
    public let variable: String?
    public let file: String?
    let environment: Environment

    public init(variable: String?, file: String?, environment: Environment) {
        self.variable = variable
        self.file = file
        self.environment = environment
    }

    public enum Lookup: Sendable, Equatable {
        /// The backend takes no key (a local server).
        case notNeeded
        case key(String)
        /// A key is configured but cannot be had, and why (never the key).
        case missing(KeyProblem)
    }

    public var isConfigured: Bool { variable != nil || file != nil }

    public func lookup() -> Lookup {
        if let variable {
            if let value = environment[variable]?.trimmingWhitespace(), !value.isEmpty {
                return Self.hasControlCharacter(value) ? .missing(.variableControlCharacter(variable)) : .key(value)
            }
            if file == nil { return .missing(.variableNotSet(variable)) }
        }
        guard let file else { return .notNeeded }
        let path = expanded(file)
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing(.fileMissing(file, SystemError(errno))) }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 == 0 else {
            return .missing(.fileMode(file, mode: String(mode, radix: 8)))
        }
        guard info.st_uid == getuid() else { return .missing(.fileOtherOwner(file)) }
        guard let text = try? FileSystem.readText(path) else { return .missing(.fileUnreadable(file)) }
        let key = text.trimmingWhitespace()
        if key.isEmpty { return .missing(.fileEmpty(file)) }
        return Self.hasControlCharacter(key) ? .missing(.fileControlCharacter(file)) : .key(key)
    }

    /// A key goes into an HTTP header: a CR or LF in it would end that header and start
    /// others of the key's choosing, so any control character (C0, DEL, C1) refuses it.
    static func hasControlCharacter(_ key: String) -> Bool {
        key.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// What `backend --explain` says about the key, without it.
    public var summary: KeyStatus {
        switch lookup() {
        case .notNeeded: return .notNeeded
        case .key: return variable.flatMap { environment[$0] != nil ? KeyStatus.fromVariable($0) : nil } ?? .fromFile(file ?? "file")
        case .missing(let why): return .missing(why)
        }
    }

    private func expanded(_ path: String) -> String {
        path.hasPrefix("~/") ? environment.home + String(path.dropFirst(1)) : path
    }
}

/// Removes a key from text a server sent back (some echo the request's headers in errors),
/// before that text reaches an error message, the log or the terminal.
///
/// The key is matched as UTF-8 bytes, not as Characters: a combining mark a server puts right
/// after the key's last letter makes that letter a different Character, and a Character-wise
/// search would then miss the key and leave it in the text.
///
/// A server (or a model) may also echo the key in pieces, `sk-SENTINEL-KEY- 1234…`, which a
/// reader puts back together at a glance: the key is found with up to `maximumGaps` runs of
/// spacing or punctuation, each at most `maximumGapBytes` long, between its bytes. The bounds
/// keep ordinary text around a key from being read as part of it.
public enum KeyRedaction {
    static let maximumGaps = 3
    static let maximumGapBytes = 8
    /// A short key in pieces could be any few letters with dots between them: only keys this
    /// long are looked for with gaps.
    static let minimumGappedKeyBytes = 8

    public static func redact(_ text: String, key: String?) -> String {
        guard let key, key.count >= 4 else { return text }
        let needle = Array(key.utf8), bytes = Array(text.utf8)
        let gaps = needle.count >= minimumGappedKeyBytes ? maximumGaps : 0
        var scrubbed: [UInt8] = [], copied = 0, from = 0
        while from < bytes.count, let start = bytes[from...].firstIndex(of: needle[0]) {
            guard let end = matchEnd(needle, in: bytes, at: start, gaps: gaps) else { from = start + 1; continue }
            scrubbed += bytes[copied..<start]
            scrubbed += "[redacted]".utf8
            copied = end
            from = end
        }
        guard copied > 0 else { return text }
        scrubbed += bytes[copied...]
        // UTF-8 is self-synchronizing: a whole key's bytes never start or end inside another
        // scalar, and a gap is whole scalars, so the result is valid UTF-8 again.
        return String(decoding: scrubbed, as: UTF8.self)
    }

    /// Where the key that starts at `start` ends, if it is there, in pieces or not.
    private static func matchEnd(_ needle: [UInt8], in bytes: [UInt8], at start: Int, gaps: Int) -> Int? {
        var at = start + 1, gapsLeft = gaps
        var index = 1
        next: while index < needle.count {
            if at < bytes.count, bytes[at] == needle[index] { at += 1; index += 1; continue }
            guard gapsLeft > 0 else { return nil }
            var end = at
            while end < bytes.count, end - at < maximumGapBytes, let length = separatorLength(bytes, at: end) {
                end += length
                if end < bytes.count, bytes[end] == needle[index], end - at <= maximumGapBytes {
                    gapsLeft -= 1
                    at = end + 1
                    index += 1
                    continue next
                }
            }
            return nil
        }
        return at
    }

    /// The length of the spacing or punctuation scalar at `at`, if it is one: ASCII spaces and
    /// punctuation, and the spaces, dashes and invisible joiners of Unicode people paste.
    private static func separatorLength(_ bytes: [UInt8], at: Int) -> Int? {
        let b = bytes[at]
        if b < 0x80 {
            let isSpace = b == 0x20 || (0x09...0x0D).contains(b)
            let isPunctuation = (0x21...0x2F).contains(b) || (0x3A...0x40).contains(b) || (0x5B...0x60).contains(b) || (0x7B...0x7E).contains(b)
            return isSpace || isPunctuation ? 1 : nil
        }
        func follows(_ tail: [UInt8]) -> Bool {
            at + tail.count < bytes.count && bytes[(at + 1)...(at + tail.count)].elementsEqual(tail)
        }
        switch b {
        case 0xC2 where follows([0xA0]) || follows([0xAD]): return 2  // no-break space, soft hyphen
        case 0xE2 where at + 2 < bytes.count && bytes[at + 1] == 0x80 && (0x80...0xAF).contains(bytes[at + 2]):
            return 3  // U+2000…U+202F: spaces, zero-width characters, dashes, quotes, bullets
        case 0xE2 where follows([0x81, 0xA0]): return 3  // word joiner
        case 0xE3 where follows([0x80, 0x80]): return 3  // ideographic space
        case 0xEF where follows([0xBB, 0xBF]): return 3  // zero-width no-break space
        default: return nil
        }
    }

    private static func occurs(_ key: String, in text: String) -> Bool {
        redact(text, key: key) != text
    }

    /// A successful answer scrubbed before anything reads it: a server (or a model shown its
    /// own request) may echo the key into the draft, which would then be printed, committed
    /// and kept in the transcript.
    public static func redact(_ completion: ChatCompletion, key: String?) -> ChatCompletion {
        guard let key, key.count >= 4 else { return completion }
        var scrubbed = completion
        scrubbed.content = completion.content.map { redactJSONText($0, key: key) }
        for index in scrubbed.toolCalls.indices {
            scrubbed.toolCalls[index].arguments = redactJSONText(scrubbed.toolCalls[index].arguments, key: key)
        }
        return scrubbed
    }

    /// Answers are JSON text, where the key may also hide behind escapes (`\/`, `\u0073k-…`):
    /// when the text has escapes, its strings are read and scrubbed as well.
    static func redactJSONText(_ text: String, key: String) -> String {
        let plain = redact(text, key: key)
        guard plain.utf8.contains(0x5C), let value = try? JSONParser.parse(Array(plain.utf8)), containsKey(value, key) else {
            return plain
        }
        var writer = JSONWriter()
        writer.write(redacting(value, key: key))
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private static func containsKey(_ value: JSONValue, _ key: String) -> Bool {
        switch value {
        case .string(let text): return occurs(key, in: text)
        case .array(let items): return items.contains { containsKey($0, key) }
        case .object(let object): return object.members.contains { occurs(key, in: $0.key) || containsKey($0.value, key) }
        case .null, .bool, .int, .double: return false
        }
    }

    private static func redacting(_ value: JSONValue, key: String) -> JSONValue {
        switch value {
        case .string(let text): return .string(redact(text, key: key))
        case .array(let items): return .array(items.map { redacting($0, key: key) })
        case .object(let object):
            return .object(JSONObject(object.members.map { .init(key: redact($0.key, key: key), value: redacting($0.value, key: key)) }))
        case .null, .bool, .int, .double: return value
        }
    }
}
