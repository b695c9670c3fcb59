import Glibc
import Synchronization

/// A time zone: an IANA name resolved by glibc's tz database, or a fixed UTC offset.
///
/// Foundation's `TimeZone` would cost the full Foundation start-up; glibc already reads
/// `/usr/share/zoneinfo`. glibc keeps one zone per process (`TZ`), so conversions for a
/// named zone switch `TZ` under a lock; a CLI process uses one zone, so the switch
/// happens once.
public struct Zone: Sendable, Hashable, CustomStringConvertible {
    public let identifier: String
    /// Set for `UTC` and `±HH:MM` zones, which need no database.
    private let fixedOffset: Int?

    public static let utc = Zone(identifier: "UTC", fixedOffset: 0)

    private init(identifier: String, fixedOffset: Int?) {
        self.identifier = identifier
        self.fixedOffset = fixedOffset
    }

    /// A zone by IANA name (`Europe/Moscow`), `UTC`, or a fixed offset (`+03:00`);
    /// nil when the name is not in the tz database (glibc would silently use UTC).
    public static func named(_ name: String) -> Zone? {
        var id = name
        if id.hasPrefix(":") { id.removeFirst() }
        if id == "UTC" || id == "GMT" || id == "Z" || id == "Etc/UTC" { return .utc }
        if let offset = ISO8601.parseOffset(Array(id.utf8)) {
            return Zone(identifier: ISO8601.formatOffset(offset), fixedOffset: offset)
        }
        guard !id.isEmpty, !id.hasPrefix("/"), !id.contains(".."),
              id.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        let dir = getenv("TZDIR").map { String(cString: $0) } ?? "/usr/share/zoneinfo"
        var info = stat()
        guard stat(dir + "/" + id, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Zone(identifier: id, fixedOffset: nil)
    }

    /// The zone this machine is set to: `TZ`, else `/etc/localtime`'s link, else `/etc/timezone`, else UTC.
    public static func system(environment tz: String?) -> Zone {
        if let tz, !tz.isEmpty, let zone = named(tz) { return zone }
        var buffer = [CChar](repeating: 0, count: 512)
        let n = readlink("/etc/localtime", &buffer, buffer.count - 1)
        if n > 0 {
            let target = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let range = target.firstRange(of: "zoneinfo/"), let zone = named(String(target[range.upperBound...])) {
                return zone
            }
        }
        if let text = try? FileSystem.readText("/etc/timezone"),
           let zone = named(text.trimmingWhitespace()) {
            return zone
        }
        return .utc
    }

    /// The zone's offset from UTC, in seconds, at `instant`.
    public func offset(at instant: Instant) -> Int {
        if let fixedOffset { return fixedOffset }
        return ZoneLock.withZone(identifier) {
            var t = time_t(instant.seconds)
            var parts = tm()
            localtime_r(&t, &parts)
            return Int(parts.tm_gmtoff)
        }
    }

    /// The instant a wall-clock time names in this zone. A time skipped by a DST change
    /// moves forward, as clocks do; a repeated one takes the first occurrence.
    public func instant(of local: LocalDateTime) -> Instant {
        if let fixedOffset { return Instant(seconds: local.wallSeconds - Int64(fixedOffset)) }
        return ZoneLock.withZone(identifier) {
            var parts = tm()
            parts.tm_year = Int32(local.date.year - 1900)
            parts.tm_mon = Int32(local.date.month - 1)
            parts.tm_mday = Int32(local.date.day)
            parts.tm_hour = Int32(local.time.hour)
            parts.tm_min = Int32(local.time.minute)
            parts.tm_sec = Int32(local.time.second)
            parts.tm_isdst = -1
            return Instant(seconds: Int64(mktime(&parts)))
        }
    }

    /// The wall-clock time at `instant` in this zone, with the offset in force.
    public func local(_ instant: Instant) -> (LocalDateTime, offset: Int) {
        let offset = offset(at: instant)
        return (LocalDateTime(wallSeconds: instant.seconds + Int64(offset)), offset)
    }

    public func date(of instant: Instant) -> CivilDate { local(instant).0.date }

    /// A wall-clock time placed in this zone, normalised through the instant it names.
    public func zoned(_ local: LocalDateTime) -> ZonedDateTime {
        let instant = instant(of: local)
        let (wall, offset) = self.local(instant)
        return ZonedDateTime(local: wall, offset: offset)
    }

    public func zoned(_ instant: Instant) -> ZonedDateTime {
        let (wall, offset) = local(instant)
        return ZonedDateTime(local: wall, offset: offset)
    }

    public var description: String { identifier }
}

/// glibc's `TZ` is process-wide state; every named-zone conversion runs under this lock.
private enum ZoneLock {
    static let current = Mutex<String?>(nil)

    static func withZone<T>(_ identifier: String, _ body: () -> T) -> T {
        current.withLock { active in
            if active != identifier {
                setenv("TZ", identifier, 1)
                tzset()
                active = identifier
            }
            return body()
        }
    }
}

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
    public var description: String { local.description + ISO8601.formatOffset(offset) }
}
