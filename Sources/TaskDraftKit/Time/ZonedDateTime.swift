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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(25)
        ISO8601.append(local, to: &bytes)
        let a = offset.magnitude / 60
        let start = bytes.count
        bytes.append(contentsOf: [offset < 0 ? 0x2D : 0x2B, 0x30, 0x30, 0x3A, 0x30, 0x30])
        ISO8601.writeDigits(Int(a / 60 % 100), 2, into: &bytes, at: start + 1)
        ISO8601.writeDigits(Int(a % 60), 2, into: &bytes, at: start + 4)
        return String(decoding: bytes, as: UTF8.self)
    }
}
