import Glibc
import Synchronization

/// A wall-clock time with the UTC offset it had: what a due date-time is.
public struct ZonedDateTime: Sendable, Hashable, CustomStringConvertible {
    public let local: LocalDateTime
    /// Seconds east of UTC.
    public let offset: Int

    public init(local: LocalDateTime, offset: Int) {
        self.local = local
        self.offset = offset
    }

    public var instant: Instant { Instant(seconds: local.wallSeconds - Int64(offset)) }

    /// RFC 3339 / ISO 8601 with the offset: `2026-12-03T15:00:00+03:00`.
    public var description: String {
        // Written digit by digit: drafts format thousands of these a second.
        var bytes = [UInt8](repeating: 0, count: 25)
        ISO8601.write(local, into: &bytes)
        let a = abs(offset) / 60
        bytes[19] = offset < 0 ? 0x2D : 0x2B
        ISO8601.writeDigits(a / 60, 2, into: &bytes, at: 20)
        bytes[22] = 0x3A
        ISO8601.writeDigits(a % 60, 2, into: &bytes, at: 23)
        return String(decoding: bytes, as: UTF8.self)
    }
}
