/// A task's external identity: the UID a CalDAV server, a phone or an exported file gave it,
/// which is the task's `uuid` here. It is kept exactly as written — case, punctuation and all
/// (`alarms-1`, `x@example.com`, an Outlook hex id, an Apple uppercase UUID) — because the
/// next sync matches tasks by it: a UID changed on the way through a backup is a new task on
/// both sides. One rule says which UIDs are taken, for sync and import alike.
public enum TaskUID {
    /// Longest UID taken, in UTF-8 bytes: an id, not a document. Outlook's, the longest in
    /// common use, are about 120.
    public static let maximumBytes = 255

    /// Why a UID is not taken.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        case tooLong(bytes: Int)
        /// A space or line break inside: todo.txt and the other word-separated formats could
        /// not carry it.
        case whitespace
        /// A control character (C0, DEL, C1) or a bidi control: it would show differently
        /// from what is stored.
        case invisible

        public var description: String {
            switch self {
            case .tooLong(let bytes): return "is \(bytes) bytes long (at most \(TaskUID.maximumBytes))"
            case .whitespace: return "contains a space or a line break"
            case .invisible: return "contains control characters"
            }
        }
    }

    /// `text` as a UID: surrounding whitespace taken off, the rest as written; nil for an
    /// empty one (no UID given). A refusal names `field`, the one that gave it.
    public static func validated(_ text: String, field: String = "uid") throws(DraftError) -> String? {
        let uid = text.trimmingWhitespace()
        if uid.isEmpty { return nil }
        if let problem = problem(uid) { throw .uid(problem, field: field) }
        return uid
    }

    /// What is wrong with `uid` (already trimmed), or nil.
    public static func problem(_ uid: String) -> Problem? {
        if uid.utf8.count > maximumBytes { return .tooLong(bytes: uid.utf8.count) }
        for scalar in uid.unicodeScalars {
            if scalar.isControlCharacter || scalar.isBidiControl { return .invisible }
            if scalar.isWhiteSpace { return .whitespace }
        }
        return nil
    }

    /// 8-4-4-4-12 hexadecimal digits, either case.
    public static func isUUID(_ text: String) -> Bool {
        let u = Array(text.utf8)
        guard u.count == 36 else { return false }
        for (i, c) in u.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                guard c == 0x2D else { return false }
            } else {
                guard (0x30...0x39).contains(c) || (0x41...0x46).contains(c) || (0x61...0x66).contains(c) else { return false }
            }
        }
        return true
    }

    /// A UUID standing for `uid` where a format takes nothing else (Taskwarrior's `uuid`):
    /// `uid` itself when it is one, else one derived from it (RFC 9562 version 8, from
    /// SHA-256), the same every time, so a second export names the same task.
    public static func uuidForm(_ uid: String) -> String {
        isUUID(uid) ? uid : derived(from: "taskdraft-uid:" + uid)
    }

    /// The UUID `name` stands for: RFC 9562 version 8 from its SHA-256, the same every time.
    static func derived(from name: String) -> String {
        var bytes = Array(SHA256.hash(Array(name.utf8)).prefix(16))
        bytes[6] = (bytes[6] & 0x0F) | 0x80
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        var text = ""
        for (position, byte) in bytes.enumerated() {
            if position == 4 || position == 6 || position == 8 || position == 10 { text += "-" }
            text += RandomID.hexString([byte])
        }
        return text
    }
}
