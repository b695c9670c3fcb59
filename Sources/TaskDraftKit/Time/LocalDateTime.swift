/// A date and a wall-clock time, not yet placed in a zone.
public struct LocalDateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var date: CivilDate
    public var time: LocalTime

    public init(date: CivilDate, time: LocalTime) {
        self.date = date
        self.time = time
    }

    public static func < (a: LocalDateTime, b: LocalDateTime) -> Bool {
        (a.date, a.time) < (b.date, b.time)
    }

    /// Seconds since 1970-01-01T00:00 as if this wall time were UTC.
    public var wallSeconds: Int64 { Int64(date.dayNumber) * 86_400 + Int64(time.secondsOfDay) }

    public init(wallSeconds s: Int64) {
        let days = s >= 0 ? s / 86_400 : (s - 86_399) / 86_400
        self.init(date: CivilDate(dayNumber: Int(days)), time: LocalTime(secondsOfDay: Int(s - days * 86_400)))
    }

    public var description: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(19)
        ISO8601.append(self, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
