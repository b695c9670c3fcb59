/// A repeat rule: an RFC 5545 RRULE value (§3.3.10), holding what people say of a task's
/// repeats — "every other Tuesday", "the last Friday of the month", "the first Monday of every
/// quarter", "every weekday until June", "five times".
///
/// Held parts: FREQ (DAILY to YEARLY), INTERVAL, BYMONTH, BYMONTHDAY (negative from the
/// month's end), BYDAY (with an ordinal in a month or year: `2TU`, `-1FR`), BYSETPOS, WKST, and
/// the end: COUNT or UNTIL (a date, a UTC date-time or a floating one). Times within a day
/// come from the task's due, so the sub-daily parts (HOURLY, BYHOUR, …) and the rarely said
/// BYWEEKNO and BYYEARDAY are refused by `init(rrule:)` with the part's name, never
/// half-understood. Any value of this type can be computed with (`Recurrence+Series.swift`):
/// the occurrences of a rule the codec would refuse are still computed without a trap.
public struct Recurrence: Sendable, Hashable, CustomStringConvertible {
    public enum Frequency: String, Sendable, Hashable, CaseIterable {
        case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"
    }

    /// One BYDAY entry: a weekday, every one of them in the period (`MO`) or the nth of the
    /// month or year (`2TU`, the second Tuesday; `-1FR`, the last Friday).
    public struct Day: Sendable, Hashable, Comparable, CustomStringConvertible {
        public let weekday: Weekday
        /// 1…53 or -53…-1; nil for every such weekday.
        public let ordinal: Int?

        public init(weekday: Weekday, ordinal: Int? = nil) {
            self.weekday = weekday
            self.ordinal = ordinal == 0 ? nil : ordinal
        }

        public static let monday = Day(weekday: .monday), tuesday = Day(weekday: .tuesday), wednesday = Day(weekday: .wednesday),
                          thursday = Day(weekday: .thursday), friday = Day(weekday: .friday), saturday = Day(weekday: .saturday),
                          sunday = Day(weekday: .sunday)

        /// By weekday, then every one first and by position: `MO,2MO,-2MO,-1MO,TU`.
        public static func < (a: Day, b: Day) -> Bool {
            if a.weekday != b.weekday { return a.weekday.rawValue < b.weekday.rawValue }
            return Day.rank(a.ordinal) < Day.rank(b.ordinal)
        }

        private static func rank(_ ordinal: Int?) -> Int {
            guard let ordinal else { return Int.min }
            return ordinal > 0 ? ordinal : 1000 + ordinal
        }

        /// The RRULE form: `MO`, `2TU`, `-1FR`.
        public var description: String { (ordinal.map(String.init) ?? "") + weekday.rruleCode }
    }

    /// Where a series ends: after COUNT occurrences, or with the last one on or before UNTIL.
    public enum End: Sendable, Hashable {
        case count(Int)
        case until(Until)
    }

    /// UNTIL's three forms (RFC 5545 §3.3.10 `enddate`).
    public enum Until: Sendable, Hashable {
        /// `20271231`: the last day an occurrence may fall on.
        case date(CivilDate)
        /// `20271231T170000Z`: a moment, as UTC's wall clock reads it.
        case utc(LocalDateTime)
        /// `20271231T170000`: a wall-clock time in the task's zone.
        case floating(LocalDateTime)

        /// The last day an occurrence may fall on, read in `zone`.
        public func lastDay(in zone: Zone) -> CivilDate {
            switch self {
            case .date(let date): return date
            case .floating(let local): return local.date
            case .utc(let wall): return zone.date(of: Instant(seconds: wall.wallSeconds))
            }
        }
    }

    public var frequency: Frequency
    /// Periods between occurrences' periods: 2 is "every other".
    public var interval: Int
    /// Months, 1…12.
    public var byMonth: [Int]
    /// Days of the month, 1…31, or -31…-1 from its end (-1 is the last day).
    public var byMonthDay: [Int]
    public var byDay: [Day]
    /// Positions in each period's set of days, 1…366 or -366…-1 (-1 is the last).
    public var bySetPos: [Int]
    public var end: End?
    /// The day weeks start on (WKST); it decides which days share a week.
    public var weekStart: Weekday

    /// A rule from its parts; lists are put in canonical order without repeats.
    public init(frequency: Frequency, interval: Int = 1, byMonth: [Int] = [], byMonthDay: [Int] = [], byDay: [Day] = [],
                bySetPos: [Int] = [], end: End? = nil, weekStart: Weekday = .monday) {
        self.frequency = frequency
        self.interval = max(1, interval)
        self.byMonth = Array(Set(byMonth)).sorted()
        self.byMonthDay = Recurrence.monthOrder(byMonthDay)
        self.byDay = Array(Set(byDay)).sorted()
        self.bySetPos = Recurrence.monthOrder(bySetPos)
        self.end = end
        self.weekStart = weekStart
    }

    /// The plain form the word tables and the formats write: weekdays without ordinals.
    public init(frequency: Frequency, interval: Int = 1, byDay: [Weekday], byMonthDay: [Int] = [], until: CivilDate? = nil) {
        self.init(frequency: frequency, interval: interval, byMonthDay: byMonthDay, byDay: byDay.map { Day(weekday: $0) },
                  end: until.map { .until(.date($0)) })
    }

    /// Monday to Friday.
    public static let weekdays: [Day] = [.monday, .tuesday, .wednesday, .thursday, .friday].map { Day(weekday: $0) }

    /// The COUNT, if the series ends after a number of occurrences.
    public var count: Int? {
        if case .count(let n)? = end { return n }
        return nil
    }

    /// The UNTIL, if the series ends on a day or at a moment.
    public var until: Until? {
        if case .until(let until)? = end { return until }
        return nil
    }

    /// Positive values ascending, then negative ones from the farthest from the end: the order
    /// they fall in within a month or a set (`1,15,-1`).
    static func monthOrder(_ values: [Int]) -> [Int] {
        let unique = Set(values)
        return unique.filter { $0 > 0 }.sorted() + unique.filter { $0 < 0 }.sorted()
    }

    public var description: String { rrule }
}
