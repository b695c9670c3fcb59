/// The ISO 8601 forms TaskDraft reads and writes: `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM[:SS[.fff]]`
/// with `Z`, `±HH:MM` or `±HHMM`, or no offset (then the session zone applies).
public enum ISO8601 {
    public enum Parsed: Sendable, Equatable {
        case date(CivilDate)
        case dateTime(LocalDateTime, offset: Int?)
    }

    public static func parse(_ text: some StringProtocol) -> Parsed? {
        let u = Array(text.utf8)
        guard u.count >= 10, let y = digits(u, 0, 4), u[4] == 0x2D, let mo = digits(u, 5, 2), u[7] == 0x2D,
              let d = digits(u, 8, 2), let date = CivilDate.validated(year: y, month: mo, day: d) else { return nil }
        if u.count == 10 { return .date(date) }
        guard u[10] == 0x54 || u[10] == 0x74 || u[10] == 0x20, u.count >= 16,
              let h = digits(u, 11, 2), u[13] == 0x3A, let mi = digits(u, 14, 2) else { return nil }
        var i = 16
        var s = 0
        if i < u.count, u[i] == 0x3A {
            guard let sec = digits(u, i + 1, 2) else { return nil }
            s = sec
            i += 3
            if i < u.count, u[i] == 0x2E || u[i] == 0x2C {  // fractional seconds are dropped
                i += 1
                let start = i
                while i < u.count, u[i] >= 0x30, u[i] <= 0x39 { i += 1 }
                guard i > start else { return nil }
            }
        }
        guard let time = LocalTime.validated(hour: h, minute: mi, second: s) else { return nil }
        let local = LocalDateTime(date: date, time: time)
        if i == u.count { return .dateTime(local, offset: nil) }
        guard let offset = parseOffset(Array(u[i...])) else { return nil }
        return .dateTime(local, offset: offset)
    }

    /// `Z`, `±HH:MM`, `±HHMM` or `±HH` → seconds east of UTC.
    public static func parseOffset(_ u: [UInt8]) -> Int? {
        if u == [0x5A] || u == [0x7A] { return 0 }
        guard u.count >= 3, u[0] == 0x2B || u[0] == 0x2D, let h = digits(u, 1, 2), h <= 23 else { return nil }
        var m = 0
        switch u.count {
        case 3: break
        case 5: guard let mm = digits(u, 3, 2) else { return nil }; m = mm
        case 6: guard u[3] == 0x3A, let mm = digits(u, 4, 2) else { return nil }; m = mm
        default: return nil
        }
        guard m < 60 else { return nil }
        let seconds = h * 3600 + m * 60
        return u[0] == 0x2D ? -seconds : seconds
    }

    /// Writes `value` as `width` decimal digits at `offset`.
    @inline(__always)
    static func writeDigits(_ value: Int, _ width: Int, into bytes: inout [UInt8], at offset: Int) {
        var v = value
        for i in stride(from: offset + width - 1, through: offset, by: -1) {
            bytes[i] = UInt8(0x30 + v % 10)
            v /= 10
        }
    }

    /// A year as ISO 8601 writes it: four digits for 0…9999, else a sign and at least four
    /// digits (the expanded form, which no reader here accepts: such a year is never taken in).
    public static func appendYear(_ year: Int, to bytes: inout [UInt8]) {
        if year >= 0, year <= 9999 {
            let start = bytes.count
            bytes.append(contentsOf: [0x30, 0x30, 0x30, 0x30])
            writeDigits(year, 4, into: &bytes, at: start)
            return
        }
        bytes.append(year < 0 ? 0x2D : 0x2B)
        let digits = Array(String(year.magnitude).utf8)
        if digits.count < 4 { bytes.append(contentsOf: repeatElement(0x30, count: 4 - digits.count)) }
        bytes.append(contentsOf: digits)
    }

    /// `YYYY-MM-DD`.
    static func append(_ date: CivilDate, to bytes: inout [UInt8]) {
        appendYear(date.year, to: &bytes)
        let start = bytes.count
        bytes.append(contentsOf: [0x2D, 0x30, 0x30, 0x2D, 0x30, 0x30])
        writeDigits(date.month, 2, into: &bytes, at: start + 1)
        writeDigits(date.day, 2, into: &bytes, at: start + 4)
    }

    /// `YYYY-MM-DDTHH:MM:SS`.
    static func append(_ local: LocalDateTime, to bytes: inout [UInt8]) {
        append(local.date, to: &bytes)
        let start = bytes.count
        bytes.append(contentsOf: [0x54, 0x30, 0x30, 0x3A, 0x30, 0x30, 0x3A, 0x30, 0x30])
        writeDigits(local.time.hour, 2, into: &bytes, at: start + 1)
        writeDigits(local.time.minute, 2, into: &bytes, at: start + 4)
        writeDigits(local.time.second, 2, into: &bytes, at: start + 7)
    }

    /// `+03:00`, `-02:00`, `+00:00`.
    public static func formatOffset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let a = abs(seconds) / 60
        return sign + pad(a / 60, 2) + ":" + pad(a % 60, 2)
    }

    /// The instant a parsed value names: a missing offset means `zone`'s wall time,
    /// a bare date means its midnight in `zone`.
    public static func instant(_ parsed: Parsed, in zone: Zone) -> Instant {
        switch parsed {
        case .date(let date):
            return zone.instant(of: LocalDateTime(date: date, time: .midnight))
        case .dateTime(let local, let offset?):
            return Instant(seconds: local.wallSeconds - Int64(offset))
        case .dateTime(let local, nil):
            return zone.instant(of: local)
        }
    }
}
