/// A wall-clock time of day.
public struct LocalTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int
    public let second: Int

    public init(hour: Int, minute: Int, second: Int = 0) {
        precondition((0..<24).contains(hour) && (0..<60).contains(minute) && (0..<60).contains(second),
                     "invalid time \(hour):\(minute):\(second)")
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    public static func validated(hour: Int, minute: Int, second: Int = 0) -> LocalTime? {
        (0..<24).contains(hour) && (0..<60).contains(minute) && (0..<60).contains(second)
            ? LocalTime(hour: hour, minute: minute, second: second) : nil
    }

    public static let midnight = LocalTime(hour: 0, minute: 0)

    public var secondsOfDay: Int { hour * 3600 + minute * 60 + second }

    public init(secondsOfDay s: Int) {
        self.init(hour: s / 3600, minute: s / 60 % 60, second: s % 60)
    }

    /// `HH:MM`, the form a person reads and a Skill writes.
    public var hourMinute: String { pad(hour, 2) + ":" + pad(minute, 2) }

    /// `HH:MM:SS`.
    public var description: String { hourMinute + ":" + pad(second, 2) }

    /// Parses `H:MM` or `HH:MM` (24-hour).
    public init?(hourMinute text: String) {
        // By bytes: splitting a generic string costs more than the rest of reading a Skills file.
        var hour = 0, minute = 0, digits = 0, colon = false
        for byte in text.utf8 {
            if byte == 0x3A, !colon, (1...2).contains(digits) {
                colon = true
                digits = 0
            } else if byte >= 0x30, byte <= 0x39 {
                if colon { minute = minute * 10 + Int(byte - 0x30) } else { hour = hour * 10 + Int(byte - 0x30) }
                digits += 1
                // Two digits a part at most: a run of them (a Skills file's `morning: 0999…`) would overflow.
                guard digits <= 2 else { return nil }
            } else {
                return nil
            }
        }
        guard colon, digits == 2, let t = LocalTime.validated(hour: hour, minute: minute) else { return nil }
        self = t
    }

    public static func < (a: LocalTime, b: LocalTime) -> Bool { a.secondsOfDay < b.secondsOfDay }
}
