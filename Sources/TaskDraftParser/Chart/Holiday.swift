import TaskDraftKit

/// A day people name instead of its date: a fixed day of the year, a day counted from Easter
/// (Western or Orthodox), or a weekday of a month and the days after it.
enum Holiday: Sendable, Equatable {
    case fixed(month: Int, day: Int)
    /// Days from Easter Sunday: Good Friday is -2, Easter Monday 1, Corpus Christi 60.
    case easter(days: Int, orthodox: Bool)
    /// The nth weekday of a month (n < 0: from its end), then `days` more: Thanksgiving is the
    /// 4th Thursday of November, Black Friday a day after it.
    case nthWeekday(Int, Weekday, month: Int, days: Int)

    /// Its date in a year of the Gregorian calendar.
    func date(in year: Int) -> CivilDate? {
        switch self {
        case .fixed(let month, let day):
            return CivilDate.validated(year: year, month: month, day: day)
        case .easter(let days, let orthodox):
            return (orthodox ? Self.orthodoxEaster(year) : Self.westernEaster(year)).adding(days: days)
        case .nthWeekday(let n, let weekday, let month, let days):
            guard let first = CivilDate.validated(year: year, month: month, day: 1) else { return nil }
            if n < 0 {
                let last = first.lastDayOfMonth
                let back = (last.weekday.rawValue - weekday.rawValue + 7) % 7
                return last.adding(days: -back + 7 * (n + 1) + days)
            }
            return first.next(weekday, includingToday: true).adding(days: 7 * (n - 1) + days)
        }
    }

    /// This year's, or next year's once this year's has passed.
    func next(onOrAfter today: CivilDate) -> CivilDate {
        if let this = date(in: today.year), this >= today { return this }
        return date(in: today.year + 1) ?? today
    }

    /// The last one before today ("the last Easter", "the previous Christmas").
    func previous(before today: CivilDate) -> CivilDate {
        if let this = date(in: today.year), this < today { return this }
        return date(in: today.year - 1) ?? today
    }

    /// The first one after today ("the next Easter", said on Easter too).
    func next(after today: CivilDate) -> CivilDate {
        next(onOrAfter: today.adding(days: 1))
    }

    /// Easter Sunday by the Gregorian computus (the "anonymous" algorithm, Meeus).
    static func westernEaster(_ year: Int) -> CivilDate {
        let a = year % 19, b = year / 100, c = year % 100, d = b / 4, e = b % 4
        let f = (b + 8) / 25, g = (b - f + 1) / 3, h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31, day = (h + l - 7 * m + 114) % 31 + 1
        return CivilDate(year: year, month: month, day: day)
    }

    /// Orthodox Easter: the Julian computus (Meeus), moved to the Gregorian calendar by the
    /// days between the two calendars in that century (13 in 1900–2099).
    static func orthodoxEaster(_ year: Int) -> CivilDate {
        let a = year % 4, b = year % 7, c = year % 19
        let d = (19 * c + 15) % 30, e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31, day = (d + e + 114) % 31 + 1
        let calendarGap = year / 100 - year / 400 - 2
        return CivilDate(year: year, month: month, day: day).adding(days: calendarGap)
    }
}
