/// When to tell a person about a task: some time before (or after) it is due, or at a fixed instant.
///
/// Relative reminders count from the due moment, and for a task due on a whole day from the
/// start of that day, as an RFC 5545 `TRIGGER` counts from a `DATE` (`PT9H` is 09:00 that
/// day), so they carry over unchanged to a recurring task's next occurrence and to VALARM.
public enum Reminder: Sendable, Hashable, CustomStringConvertible {
    /// Seconds from the due moment; negative is before it (`-PT30M`).
    case relative(Int64)
    /// A fixed moment (`2026-12-02T09:00:00+03:00`).
    case absolute(Instant)

    /// The moment this reminder fires for a task due `due`, or nil when it counts from a due
    /// the task does not have.
    public func fireTime(due: Due?, zone: Zone) -> Instant? {
        switch self {
        case .absolute(let instant): return instant
        case .relative(let seconds):
            switch due {
            case .dateTime(let zoned)?: return zoned.instant.adding(seconds: seconds)
            case .date(let date)?: return zone.instant(of: LocalDateTime(date: date, time: .midnight)).adding(seconds: seconds)
            case nil: return nil
            }
        }
    }

    /// An ISO 8601 duration (`-PT30M`, `PT9H`, `-P1D`) or date-time; a date-time without an
    /// offset is placed in `zone`.
    public init?(text: some StringProtocol, zone: Zone) {
        let trimmed = text.trimmingWhitespace()
        if let seconds = Reminder.durationSeconds(trimmed) {
            self = .relative(seconds)
            return
        }
        guard let parsed = ISO8601.parse(trimmed), case .dateTime = parsed else { return nil }
        self = .absolute(ISO8601.instant(parsed, in: zone))
    }

    /// The text form, with an absolute reminder's moment in `zone`.
    public func text(in zone: Zone) -> String {
        switch self {
        case .relative(let seconds): return Reminder.duration(seconds)
        case .absolute(let instant): return zone.zoned(instant).description
        }
    }

    /// The stored form: absolute moments in UTC, so the column reads the same in any zone.
    public var description: String { text(in: .utc) }

    /// Reminders as they are stored in one column: their texts joined by spaces.
    public static func column(_ reminders: [Reminder]) -> String? {
        reminders.isEmpty ? nil : reminders.map(\.description).joined(separator: " ")
    }

    /// Reads `column(_:)`'s text; a word that is not a reminder is skipped.
    public static func parseColumn(_ text: String?) -> [Reminder] {
        guard let text else { return [] }
        // Split as bytes: the generic `split` over Characters was most of reading a task's reminders.
        return text.utf8.split(separator: UInt8(ascii: " ")).compactMap { bytes in
            let word = Substring(bytes)
            // `column` writes no other whitespace, so a duration is read without trimming.
            if let seconds = durationSeconds(word) { return .relative(seconds) }
            return Reminder(text: word, zone: .utc)
        }
    }

    /// The earliest moment any of `reminders` fires for a task due `due`.
    public static func earliest(_ reminders: [Reminder], due: Due?, zone: Zone) -> Instant? {
        reminders.compactMap { $0.fireTime(due: due, zone: zone) }.min()
    }

    /// Sorted, without duplicates: the order a person reads them in, and a stable stored form.
    public static func normalized(_ reminders: [Reminder]) -> [Reminder] {
        var result: [Reminder] = []
        for r in reminders where !result.contains(r) { result.append(r) }
        return result.sorted { a, b in
            switch (a, b) {
            case (.relative(let x), .relative(let y)): return x < y
            case (.absolute(let x), .absolute(let y)): return x < y
            case (.relative, .absolute): return true
            case (.absolute, .relative): return false
            }
        }
    }

    /// `-PT1H30M` for -5400; days when whole (`-P1D`), as RFC 5545 writes them.
    public static func duration(_ seconds: Int64) -> String {
        var rest = seconds.magnitude
        var text = seconds < 0 ? "-P" : "P"
        if rest == 0 { return "PT0S" }
        if rest % 86_400 == 0 { return text + "\(rest / 86_400)D" }
        if rest >= 86_400 { text += "\(rest / 86_400)D"; rest %= 86_400 }
        text += "T"
        if rest >= 3600 { text += "\(rest / 3600)H"; rest %= 3600 }
        if rest >= 60 { text += "\(rest / 60)M"; rest %= 60 }
        if rest > 0 { text += "\(rest)S" }
        return text
    }

    /// The longest duration read: the most one unit can say (999,999,999 weeks). A unit
    /// repeated past it (`P999999999W999999999W…`, from a TRIGGER, an estimate or a Skills
    /// file) is no duration, so the sum never overflows, nor does a moment it moves.
    public static let maximumDurationSeconds: Int64 = 999_999_999 * 604_800

    /// Seconds of an ISO 8601 / RFC 5545 duration (`[+-]P[nW][nD][T[nH][nM][nS]]`, letters in
    /// either case), or nil. Read as ASCII bytes: every stored task's reminders are parsed on
    /// each read, and a `remind` pass reads a thousand of them.
    public static func durationSeconds(_ text: some StringProtocol) -> Int64? {
        var bytes = Substring(text).utf8[...]
        var sign: Int64 = 1
        if bytes.first == UInt8(ascii: "-") { sign = -1; bytes.removeFirst() } else if bytes.first == UInt8(ascii: "+") { bytes.removeFirst() }
        guard let p = bytes.first, p | 0x20 == UInt8(ascii: "p") else { return nil }
        bytes.removeFirst()
        var total: Int64 = 0, number: Int64? = nil, inTime = false, units = 0
        for byte in bytes {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                number = (number ?? 0) * 10 + Int64(byte - UInt8(ascii: "0"))
                guard number! < 1_000_000_000 else { return nil }
                continue
            }
            // ASCII letters to upper case; anything else (no letter of a duration) stays unmatched.
            let letter = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 0x20 : byte
            if letter == UInt8(ascii: "T") { guard !inTime, number == nil else { return nil }; inTime = true; continue }
            guard let n = number else { return nil }
            switch (letter, inTime) {
            case (UInt8(ascii: "W"), false): total += n * 604_800
            case (UInt8(ascii: "D"), false): total += n * 86_400
            case (UInt8(ascii: "H"), true): total += n * 3600
            case (UInt8(ascii: "M"), true): total += n * 60
            case (UInt8(ascii: "S"), true): total += n
            default: return nil
            }
            guard total <= maximumDurationSeconds else { return nil }
            number = nil
            units += 1
        }
        guard number == nil, units > 0 else { return nil }
        return sign * total
    }
}
