/// The days a rule's pattern gives, period by period: RFC 5545's expansion of FREQ, INTERVAL
/// and the BY parts from a DTSTART (the anchor), before COUNT and UNTIL. Days are day numbers
/// (`CivilDate.dayNumber`) within the calendar's years 1–9999; nothing here can trap.
///
/// A period is the anchor's day, week (from WKST), month or year, then every INTERVAL-th one
/// after it. Within a period the BY parts expand or limit as RFC 5545's table says: BYMONTH
/// limits all but YEARLY, where it expands; BYMONTHDAY expands MONTHLY and YEARLY; BYDAY
/// expands WEEKLY, and MONTHLY and YEARLY when no BYMONTHDAY is given (its ordinal counting
/// within the month, or within the year when YEARLY has no BYMONTH), and limits otherwise.
/// A part left out takes the anchor's value (its weekday, day of the month, month). Days that
/// do not exist (30 February) are not occurrences. BYSETPOS then picks positions in the
/// period's sorted set.
struct RecurrencePattern {
    let frequency: Recurrence.Frequency
    let anchor: Int
    private let anchorDate: CivilDate
    private let interval: Int
    private let weekStart: Weekday
    // The rule's lists, sorted, without repeats, and without values no calendar has (a
    // `Recurrence` built in code may hold any Int): such a value matches no day.
    private let months: [Int]
    private let monthDays: [Int]
    private let byDay: [Recurrence.Day]
    private let setPositions: [Int]
    /// Whether the rule had BYMONTHDAY or BYDAY at all, even with values no calendar has.
    private let namesMonthDays: Bool
    private let namesDays: Bool
    /// A list named only values no calendar has: no day matches.
    private let matchesNothing: Bool

    static let firstDay = CivilDate(year: 1, month: 1, day: 1).dayNumber
    static let lastDay = CivilDate(year: 9999, month: 12, day: 31).dayNumber

    /// The pattern of `rule` from `anchor`; `interval` replaces the rule's (1 finds the first
    /// day a series could start on, whatever its phase).
    init(_ rule: Recurrence, anchor: CivilDate, interval: Int? = nil) {
        frequency = rule.frequency
        anchorDate = anchor
        self.anchor = anchor.dayNumber
        self.interval = max(1, interval ?? rule.interval)
        weekStart = rule.weekStart
        months = Set(rule.byMonth.filter { (1...12).contains($0) }).sorted()
        monthDays = Set(rule.byMonthDay.filter { (-31...31).contains($0) && $0 != 0 }).sorted()
        byDay = rule.byDay.filter { ($0.ordinal ?? 1) >= -53 && ($0.ordinal ?? 1) <= 53 }
        setPositions = rule.bySetPos.filter { (-366...366).contains($0) && $0 != 0 }
        namesMonthDays = !rule.byMonthDay.isEmpty
        namesDays = !rule.byDay.isEmpty
        matchesNothing = (months.isEmpty && !rule.byMonth.isEmpty) || (monthDays.isEmpty && namesMonthDays)
            || (byDay.isEmpty && namesDays)
    }

    /// The first day of the pattern after `day`, not before the anchor; nil when none is left
    /// within the calendar. The search ends after one full 400-year cycle of periods: a pattern
    /// with no day in it (30 February, every fourth 29 February from a year that is not leap)
    /// has none in any later cycle either.
    func firstDay(after day: Int) -> Int? {
        let from = max(day, anchor - 1)
        guard from < Self.lastDay, !matchesNothing else { return nil }
        var index = max(0, periodIndex(of: from))
        let remainder = index % interval
        if remainder != 0 {
            let (rounded, overflow) = index.addingReportingOverflow(interval - remainder)
            guard !overflow else { return nil }
            index = rounded
        }
        for _ in 0...cycle {
            guard let days = days(inPeriod: index) else { return nil }
            if let found = days.first(where: { $0 > from }) { return found }
            let (next, overflow) = index.addingReportingOverflow(interval)
            guard !overflow else { return nil }
            index = next
        }
        return nil
    }

    /// Periods in the Gregorian calendar's 400-year cycle (146097 days, 20871 weeks).
    private var cycle: Int {
        switch frequency {
        case .daily: return 146_097
        case .weekly: return 20_871
        case .monthly: return 4_800
        case .yearly: return 400
        }
    }

    /// The number of the period holding `day`, counted from the anchor's (0).
    private func periodIndex(of day: Int) -> Int {
        switch frequency {
        case .daily: return day - anchor
        case .weekly: return (weekStart(of: day) - weekStart(of: anchor)) / 7
        case .monthly:
            let date = CivilDate(dayNumber: day)
            return (date.year - anchorDate.year) * 12 + date.month - anchorDate.month
        case .yearly: return CivilDate(dayNumber: day).year - anchorDate.year
        }
    }

    private func weekStart(of day: Int) -> Int {
        day - (Self.weekday(day) - weekStart.rawValue + 7) % 7
    }

    /// ISO weekday of a day number: Monday 1 … Sunday 7 (1970-01-01 was a Thursday).
    static func weekday(_ day: Int) -> Int { ((day % 7) + 7 + 3) % 7 + 1 }

    /// The sorted days of period `index` (BYSETPOS applied), or nil when the period starts
    /// after the calendar's last day.
    func days(inPeriod index: Int) -> [Int]? {
        var days: [Int]
        switch frequency {
        case .daily:
            let (day, overflow) = anchor.addingReportingOverflow(index)
            guard !overflow, day <= Self.lastDay else { return nil }
            days = limits(day) ? [day] : []
        case .weekly:
            let (offset, overflow) = index.multipliedReportingOverflow(by: 7)
            guard !overflow, offset <= Self.lastDay - Self.firstDay else { return nil }
            let start = weekStart(of: anchor) + offset
            guard start <= Self.lastDay else { return nil }
            let weekdays = namesDays ? byDay.map(\.weekday.rawValue) : [Self.weekday(anchor)]
            days = (start..<start + 7).filter {
                $0 >= Self.firstDay && $0 <= Self.lastDay && weekdays.contains(Self.weekday($0)) && limits($0)
            }
        case .monthly:
            guard index <= 120_000 else { return nil }
            let monthNumber = anchorDate.year * 12 + anchorDate.month - 1 + index
            let (year, month) = (monthNumber / 12, monthNumber % 12 + 1)
            guard year <= 9999 else { return nil }
            days = months.isEmpty || months.contains(month) ? daysOf(month: month, year: year) : []
        case .yearly:
            guard index <= 10_000, anchorDate.year + index <= 9999 else { return nil }
            days = daysOf(year: anchorDate.year + index)
        }
        return setPositions.isEmpty ? days : Self.positions(setPositions, in: days)
    }

    // MARK: Expanding a month or a year

    private func daysOf(month: Int, year: Int) -> [Int] {
        let first = CivilDate(year: year, month: month, day: 1).dayNumber
        let length = CivilDate.daysIn(month: month, year: year)
        if !namesMonthDays && !namesDays {
            return anchorDate.day <= length ? [first + anchorDate.day - 1] : []
        }
        if !namesMonthDays {
            return Self.union(byDay.map { Self.weekdays($0, from: first, through: first + length - 1) })
        }
        return daysOfMonth(first: first, length: length).filter { !namesDays || byDayLimits($0, span: .month) }
    }

    private func daysOf(year: Int) -> [Int] {
        if !namesMonthDays && !namesDays {
            let months = self.months.isEmpty ? [anchorDate.month] : self.months
            return months.compactMap { month in
                anchorDate.day <= CivilDate.daysIn(month: month, year: year)
                    ? CivilDate(year: year, month: month, day: anchorDate.day).dayNumber : nil
            }
        }
        if !months.isEmpty {
            return months.flatMap { daysOf(month: $0, year: year) }
        }
        let first = CivilDate(year: year, month: 1, day: 1).dayNumber
        let last = CivilDate(year: year, month: 12, day: 31).dayNumber
        if !namesMonthDays {
            return Self.union(byDay.map { Self.weekdays($0, from: first, through: last) })
        }
        return (1...12).flatMap { month in
            daysOfMonth(first: CivilDate(year: year, month: month, day: 1).dayNumber, length: CivilDate.daysIn(month: month, year: year))
        }.filter { !namesDays || byDayLimits($0, span: .year) }
    }

    /// BYMONTHDAY's days in a month, ascending; -1 is its last day, 31 is none in April.
    private func daysOfMonth(first: Int, length: Int) -> [Int] {
        let days = monthDays.compactMap { n -> Int? in
            let day = n > 0 ? n : length + 1 + n
            return (1...length).contains(day) ? first + day - 1 : nil
        }
        return Array(Set(days)).sorted()
    }

    /// Every `day.weekday` from `first` through `last`, or the nth of them from either end.
    static func weekdays(_ day: Recurrence.Day, from first: Int, through last: Int) -> [Int] {
        if let n = day.ordinal, n < -53 || n > 53 { return [] }
        let earliest = first + (day.weekday.rawValue - weekday(first) + 7) % 7
        guard let n = day.ordinal else { return Array(stride(from: earliest, through: last, by: 7)) }
        if n > 0 {
            let found = earliest + 7 * (n - 1)
            return found <= last ? [found] : []
        }
        let latest = last - (weekday(last) - day.weekday.rawValue + 7) % 7
        let found = latest - 7 * (-n - 1)
        return found >= first ? [found] : []
    }

    // MARK: Limits

    private enum Span { case month, year }

    /// BYMONTH and BYMONTHDAY as limits on one day of a DAILY or WEEKLY period, and BYDAY
    /// on a DAILY one (WEEKLY expands it instead).
    private func limits(_ day: Int) -> Bool {
        let limitsDays = frequency == .daily && namesDays
        guard !months.isEmpty || namesMonthDays || limitsDays else { return true }
        let date = CivilDate(dayNumber: day)
        if !months.isEmpty && !months.contains(date.month) { return false }
        if namesMonthDays {
            let length = CivilDate.daysIn(month: date.month, year: date.year)
            if !monthDays.contains(date.day) && !monthDays.contains(date.day - length - 1) { return false }
        }
        // An ordinal means nothing within a day: RFC 5545 forbids it here and the codec refuses
        // it; a rule built in code with one is read as the plain weekday, as dateutil does.
        return !limitsDays || byDay.contains { $0.weekday.rawValue == Self.weekday(day) }
    }

    /// Whether BYDAY, limiting BYMONTHDAY's days, lets `day` through: its weekday is listed,
    /// and for an ordinal entry it is that weekday's nth in its month or year.
    private func byDayLimits(_ day: Int, span: Span) -> Bool {
        let date = CivilDate(dayNumber: day)
        let first: Int, last: Int
        switch span {
        case .month:
            first = day - date.day + 1
            last = first + CivilDate.daysIn(month: date.month, year: date.year) - 1
        case .year:
            first = CivilDate(year: date.year, month: 1, day: 1).dayNumber
            last = CivilDate(year: date.year, month: 12, day: 31).dayNumber
        }
        let weekday = Self.weekday(day)
        return byDay.contains { entry in
            guard entry.weekday.rawValue == weekday else { return false }
            guard let n = entry.ordinal else { return true }
            return n > 0 ? (day - first) / 7 + 1 == n : (last - day) / 7 + 1 == -n
        }
    }

    /// BYSETPOS: the listed positions of `days` (1 the first, -1 the last), in date order.
    static func positions(_ positions: [Int], in days: [Int]) -> [Int] {
        var picked: Set<Int> = []
        for position in positions {
            let index = position > 0 ? position - 1 : days.count + position
            if index >= 0 && index < days.count { picked.insert(days[index]) }
        }
        return picked.sorted()
    }

    private static func union(_ lists: [[Int]]) -> [Int] {
        lists.count == 1 ? lists[0] : Array(Set(lists.joined())).sorted()
    }
}
