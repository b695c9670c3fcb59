import RecurrenceSamples
@testable import TaskDraftKit

/// RFC 5545's recurrence set the plain way, to check `Recurrence`'s own against: walk every
/// day from the series' start, and keep a day when its period (day, week from WKST, month,
/// year) is one INTERVAL counts, every BY part lets it through as a filter, and BYSETPOS
/// picks it among the days of its period that do. Slow and obvious on purpose; it shares no
/// code with `RecurrencePattern`, which builds each period's days instead of filtering.
struct ReferenceRecurrence {
    let rule: Recurrence
    let start: CivilDate

    /// The series up to `horizon`: the start first (it always counts), then the pattern's
    /// days after it, cut by COUNT and UNTIL (in `zone` at `time` for a date-time UNTIL).
    func occurrences(through horizon: CivilDate, time: LocalTime? = nil, zone: Zone = .utc) -> [CivilDate] {
        var result = [start]
        var cache: [Int: [CivilDate]] = [:]
        var day = start.adding(days: 1)
        while day <= horizon {
            let period = periodIndex(day)
            if period % rule.interval == 0 {
                if cache[period] == nil { cache[period] = chosen(inPeriodOf: day) }
                if cache[period]!.contains(day) { result.append(day) }
            }
            if day.year == 9999 && day.month == 12 && day.day == 31 { break }
            day = day.adding(days: 1)
        }
        if let count = rule.count { result = Array(result.prefix(count)) }
        if let until = rule.until {
            result = result.filter { date in
                let local = LocalDateTime(date: date, time: time ?? .midnight)
                switch until {
                case .date(let last): return date <= last
                case .floating(let last): return local <= last
                case .utc(let last): return zone.instant(of: local).seconds <= last.wallSeconds
                }
            }
        }
        return result
    }

    /// The pattern's days of the period holding `day` that are on or after the start.
    func chosen(inPeriodOf day: CivilDate) -> [CivilDate] {
        let (first, last) = periodBounds(day)
        var passing: [CivilDate] = []
        var d = first
        while d <= last {
            if passes(d) { passing.append(d) }
            if d == last { break }
            d = d.adding(days: 1)
        }
        if !rule.bySetPos.isEmpty {
            passing = rule.bySetPos.compactMap { p in
                let i = p > 0 ? p - 1 : passing.count + p
                return i >= 0 && i < passing.count ? passing[i] : nil
            }.sorted()
        }
        return passing.filter { $0 >= start }
    }

    func passes(_ d: CivilDate) -> Bool {
        let f = rule.frequency
        let expandsDefaults = rule.byMonthDay.isEmpty && rule.byDay.isEmpty
        if !rule.byMonth.isEmpty && !rule.byMonth.contains(d.month) { return false }
        if rule.byMonth.isEmpty && f == .yearly && expandsDefaults && d.month != start.month { return false }
        let length = CivilDate.daysIn(month: d.month, year: d.year)
        if !rule.byMonthDay.isEmpty {
            if !rule.byMonthDay.contains(d.day) && !rule.byMonthDay.contains(d.day - length - 1) { return false }
        } else if rule.byDay.isEmpty && (f == .monthly || f == .yearly) && d.day != start.day {
            return false
        }
        if !rule.byDay.isEmpty {
            let inMonth = f == .monthly || !rule.byMonth.isEmpty
            let position = inMonth ? d.day : d.dayNumber - CivilDate(year: d.year, month: 1, day: 1).dayNumber + 1
            let spanLength = inMonth ? length : (CivilDate.isLeap(d.year) ? 366 : 365)
            let nth = (position - 1) / 7 + 1, nthFromEnd = (spanLength - position) / 7 + 1
            return rule.byDay.contains { entry in
                guard entry.weekday == d.weekday else { return false }
                guard let n = entry.ordinal, f == .monthly || f == .yearly else { return true }
                return n > 0 ? nth == n : nthFromEnd == -n
            }
        }
        if f == .weekly && d.weekday != start.weekday { return false }
        return true
    }

    func periodIndex(_ d: CivilDate) -> Int {
        switch rule.frequency {
        case .daily: return start.days(until: d)
        case .weekly: return weekStart(start).days(until: weekStart(d)) / 7
        case .monthly: return (d.year - start.year) * 12 + d.month - start.month
        case .yearly: return d.year - start.year
        }
    }

    func weekStart(_ d: CivilDate) -> CivilDate {
        var w = d
        while w.weekday != rule.weekStart, w.dayNumber > CivilDate(year: 1, month: 1, day: 1).dayNumber { w = w.adding(days: -1) }
        return w
    }

    func periodBounds(_ d: CivilDate) -> (CivilDate, CivilDate) {
        switch rule.frequency {
        case .daily: return (d, d)
        case .weekly:
            let first = weekStart(d)
            let last = first.year == 9999 && first.month == 12 && first.day > 24 ? CivilDate(year: 9999, month: 12, day: 31) : first.adding(days: 6)
            return (first, last)
        case .monthly: return (CivilDate(year: d.year, month: d.month, day: 1), d.lastDayOfMonth)
        case .yearly: return (CivilDate(year: d.year, month: 1, day: 1), CivilDate(year: d.year, month: 12, day: 31))
        }
    }
}
