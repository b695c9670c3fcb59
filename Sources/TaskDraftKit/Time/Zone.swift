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
        guard !id.isEmpty, !id.hasPrefix("/"), !hasDotDot(id),
              id.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        let dir = getenv("TZDIR").map { String(cString: $0) } ?? "/usr/share/zoneinfo"
        var info = stat()
        guard stat(dir + "/" + id, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Zone(identifier: id, fixedOffset: nil)
    }

    /// Whether `name` holds "..": a zone name must not climb out of the zone directory.
    private static func hasDotDot(_ name: String) -> Bool {
        name.contains("..")
    }

    /// The zone this machine is set to: `TZ`, else `/etc/localtime`'s link, else `/etc/timezone`, else UTC.
    public static func system(environment tz: String?) -> Zone {
        if let tz, !tz.isEmpty, let zone = named(tz) { return zone }
        var buffer = [CChar](repeating: 0, count: 512)
        let n = readlink("/etc/localtime", &buffer, buffer.count - 1)
        if n > 0 {
            let target = buffer[0..<n].map { UInt8(bitPattern: $0) }
            let marker = Array("zoneinfo/".utf8)
            // Searched as bytes, as `named` checks its name: see there.
            if let start = (0...max(0, target.count - marker.count)).first(where: { target[$0...].starts(with: marker) }),
               let zone = named(String(decoding: target[(start + marker.count)...], as: UTF8.self)) {
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
        return ZoneLock.cached(identifier, .utc, bucket: ZoneLock.bucket(instant.seconds)) {
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
        let wall = local.wallSeconds
        // Within one quarter hour of wall-clock time the mapping to UTC is the same (every
        // zone offset and transition falls on a quarter hour), so it is cached per quarter.
        let offset = ZoneLock.cached(identifier, .wall, bucket: ZoneLock.bucket(wall)) { () -> Int in
            let start = LocalDateTime(wallSeconds: ZoneLock.bucket(wall) * ZoneLock.bucketSeconds)
            return Int(start.wallSeconds - Zone.mktimeSeconds(start))
        }
        return Instant(seconds: wall - Int64(offset))
    }

    /// The uncached mktime conversion, kept for tests that check the cache against it.
    func instantUncached(of local: LocalDateTime) -> Instant {
        if let fixedOffset { return Instant(seconds: local.wallSeconds - Int64(fixedOffset)) }
        return ZoneLock.withZone(identifier) { Instant(seconds: Zone.mktimeSeconds(local)) }
    }

    /// glibc's mktime for a wall time in the active `TZ` (call under `ZoneLock`).
    private static func mktimeSeconds(_ local: LocalDateTime) -> Int64 {
        var parts = tm()
        parts.tm_year = Int32(clamping: local.date.year - 1900)
        parts.tm_mon = Int32(local.date.month - 1)
        parts.tm_mday = Int32(local.date.day)
        parts.tm_hour = Int32(local.time.hour)
        parts.tm_min = Int32(local.time.minute)
        parts.tm_sec = Int32(local.time.second)
        parts.tm_isdst = -1
        return Int64(mktime(&parts))
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
///
/// Conversions are also cached per quarter hour: glibc re-parses the zone's POSIX rule
/// (with sscanf) on every call for dates after the zone's last listed transition, which
/// made zone arithmetic a visible part of drafting time.
enum ZoneLock {
    enum Direction { case utc, wall }

    struct State {
        var active: String?
        var cacheZone: String?
        var fromUTC: [Int64: Int] = [:]
        var fromWall: [Int64: Int] = [:]
    }

    static let state = Mutex(State())
    static let bucketSeconds: Int64 = 900
    /// Entries kept per direction before the cache starts over.
    static let cacheLimit = 4096

    static func bucket(_ seconds: Int64) -> Int64 {
        seconds >= 0 ? seconds / bucketSeconds : (seconds - bucketSeconds + 1) / bucketSeconds
    }

    static func withZone<T>(_ identifier: String, _ body: () -> T) -> T {
        state.withLock { s in
            activate(identifier, &s)
            return body()
        }
    }

    static func cached(_ identifier: String, _ direction: Direction, bucket: Int64, _ compute: () -> Int) -> Int {
        state.withLock { s in
            if s.cacheZone != identifier {
                s.fromUTC.removeAll()
                s.fromWall.removeAll()
                s.cacheZone = identifier
            }
            if let hit = direction == .utc ? s.fromUTC[bucket] : s.fromWall[bucket] { return hit }
            activate(identifier, &s)
            let value = compute()
            if direction == .utc {
                if s.fromUTC.count >= cacheLimit { s.fromUTC.removeAll() }
                s.fromUTC[bucket] = value
            } else {
                if s.fromWall.count >= cacheLimit { s.fromWall.removeAll() }
                s.fromWall[bucket] = value
            }
            return value
        }
    }

    private static func activate(_ identifier: String, _ s: inout State) {
        if s.active != identifier {
            setenv("TZ", identifier, 1)
            tzset()
            s.active = identifier
        }
    }
}
