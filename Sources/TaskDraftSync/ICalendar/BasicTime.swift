import TaskDraftKit

/// The "basic" ISO 8601 forms iCalendar and Taskwarrior use (`20261203`, `20261203T150000`,
/// `20261203T120000Z`), written as bytes: exports format several per task.
public enum BasicTime {
    public static func date(_ date: CivilDate, into bytes: inout [UInt8]) {
        ISO8601.appendYear(date.year, to: &bytes)
        digits(date.month, 2, into: &bytes)
        digits(date.day, 2, into: &bytes)
    }

    public static func local(_ local: LocalDateTime, into bytes: inout [UInt8]) {
        date(local.date, into: &bytes)
        bytes.append(0x54)
        digits(local.time.hour, 2, into: &bytes)
        digits(local.time.minute, 2, into: &bytes)
        digits(local.time.second, 2, into: &bytes)
    }

    public static func utc(_ instant: Instant, into bytes: inout [UInt8]) {
        local(LocalDateTime(wallSeconds: instant.seconds), into: &bytes)
        bytes.append(0x5A)
    }

    public static func utc(_ instant: Instant) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        utc(instant, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` (0 ≤ value < 10^width) in exactly `width` digits.
    private static func digits(_ value: Int, _ width: Int, into bytes: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(0x30 + (rest / divisor) % 10))
            rest %= divisor
            divisor /= 10
        }
    }
}
