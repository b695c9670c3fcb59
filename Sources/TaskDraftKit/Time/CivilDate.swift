/// A day in the proleptic Gregorian calendar, with no time and no zone.
///
/// Arithmetic goes through a day count since 1970-01-01 (Howard Hinnant's civil-date
/// algorithms), so no calendar object or time-zone database is needed for date math.
///
/// Any year can be held, so arithmetic and zone conversion never trap: what TaskDraft
/// accepts from a person, a file, an agent or a server is the narrower `SupportedDates`,
/// checked where a date comes in. Text forms read four-digit years only (`isValid`); a year
/// outside 0…9999 is written in ISO 8601's expanded form (`+10000-01-01`).
public struct CivilDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Traps on a month or day that does not exist (a programmer's error): callers validate
    /// what they read with `validated`.
    public init(year: Int, month: Int, day: Int) {
        precondition(month >= 1 && month <= 12 && day >= 1 && day <= CivilDate.daysIn(month: month, year: year),
                     "invalid date \(year)-\(month)-\(day)")
        self.year = year
        self.month = month
        self.day = day
    }

    /// A date as text gives it (a year of four digits, 1…9999), or nil.
    public static func validated(year: Int, month: Int, day: Int) -> CivilDate? {
        isValid(year: year, month: month, day: day) ? CivilDate(year: year, month: month, day: day) : nil
    }

    public static func isValid(year: Int, month: Int, day: Int) -> Bool {
        year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(month: month, year: year)
    }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01.
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let d = dayOfYear - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yearOfEra + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    public var weekday: Weekday {
        // 1970-01-01 was a Thursday (ISO 4).
        let isoIndex = ((dayNumber % 7) + 7 + 3) % 7  // 0 = Monday
        return Weekday(rawValue: isoIndex + 1)!
    }

    public func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    /// Adds calendar months, clamping the day to the target month's length (Jan 31 + 1 month = Feb 28).
    public func adding(months: Int) -> CivilDate {
        let total = year * 12 + (month - 1) + months
        // Floored, so a month count before year 0 stays a month of 1…12.
        let y = total >= 0 ? total / 12 : (total - 11) / 12
        let m = total - y * 12 + 1
        return CivilDate(year: y, month: m, day: min(day, CivilDate.daysIn(month: m, year: y)))
    }

    public func days(until other: CivilDate) -> Int { other.dayNumber - dayNumber }

    /// The first day on or after this one that falls on `weekday`.
    public func next(_ weekday: Weekday, includingToday: Bool) -> CivilDate {
        var delta = weekday.rawValue - self.weekday.rawValue
        if delta < 0 || (delta == 0 && !includingToday) { delta += 7 }
        return adding(days: delta)
    }

    /// The Monday of this date's ISO week.
    public var startOfWeek: CivilDate { adding(days: 1 - weekday.rawValue) }

    /// The first day of this date's calendar quarter (1 January, 1 April, 1 July or 1 October).
    public var quarterStart: CivilDate { CivilDate(year: year, month: (month - 1) / 3 * 3 + 1, day: 1) }

    /// The last day of this date's calendar quarter (31 March, 30 June, 30 September or 31 December).
    public var quarterEnd: CivilDate { quarterStart.adding(months: 2).lastDayOfMonth }

    public var lastDayOfMonth: CivilDate {
        CivilDate(year: year, month: month, day: CivilDate.daysIn(month: month, year: year))
    }

    public static func < (a: CivilDate, b: CivilDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// `YYYY-MM-DD` (`+YYYYY-MM-DD` past year 9999).
    public var description: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10)
        ISO8601.append(self, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Parses exactly `YYYY-MM-DD`.
    public init?(iso text: some StringProtocol) {
        let u = Array(text.utf8)
        guard u.count == 10, u[4] == 0x2D, u[7] == 0x2D,
              let y = digits(u, 0, 4), let m = digits(u, 5, 2), let d = digits(u, 8, 2),
              let date = CivilDate.validated(year: y, month: m, day: d) else { return nil }
        self = date
    }
}

/// Zero-padded decimal, without Foundation's `String(format:)`.
@inline(__always)
func pad(_ value: Int, _ width: Int) -> String {
    let s = String(value)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
}

/// Reads `count` ASCII digits at `start`, or nil if any is not a digit.
@inline(__always)
func digits(_ u: [UInt8], _ start: Int, _ count: Int) -> Int? {
    guard start + count <= u.count else { return nil }
    var value = 0
    for i in start..<(start + count) {
        let c = u[i]
        guard c >= 0x30 && c <= 0x39 else { return nil }
        value = value * 10 + Int(c - 0x30)
    }
    return value
}
