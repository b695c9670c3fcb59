/// A repeat rule: the subset of an RFC 5545 RRULE value a task planner needs.
///
/// Supported parts: FREQ (DAILY, WEEKLY, MONTHLY, YEARLY), INTERVAL, BYDAY (plain weekdays),
/// BYMONTHDAY (1…31 or -1 for the last day) and UNTIL. Anything else is refused with the
/// part's name, so an imported rule is never half-understood.
/// See https://www.rfc-editor.org/rfc/rfc5545#section-3.3.10
public struct Recurrence: Sendable, Hashable, CustomStringConvertible {
    public enum Frequency: String, Sendable, Hashable {
        case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"
    }

    public var frequency: Frequency
    public var interval: Int
    public var byDay: [Weekday]
    public var byMonthDay: [Int]
    public var until: CivilDate?

    public init(frequency: Frequency, interval: Int = 1, byDay: [Weekday] = [], byMonthDay: [Int] = [], until: CivilDate? = nil) {
        self.frequency = frequency
        self.interval = max(1, interval)
        self.byDay = byDay.sorted { $0.rawValue < $1.rawValue }
        self.byMonthDay = byMonthDay
        self.until = until
    }

    public static let weekdays: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]

    public init(rrule text: String) throws(RecurrenceError) {
        var body = text.trimmingWhitespace()
        if body.uppercased().hasPrefix("RRULE:") { body = String(body.dropFirst(6)) }
        var frequency: Frequency?
        var interval = 1
        var byDay: [Weekday] = []
        var byMonthDay: [Int] = []
        var until: CivilDate?
        for part in body.split(separator: ";") where !part.isEmpty {
            let pieces = part.split(separator: "=", maxSplits: 1)
            guard pieces.count == 2 else { throw .malformed(String(part)) }
            let key = pieces[0].uppercased(), value = pieces[1].uppercased()
            switch key {
            case "FREQ":
                guard let f = Frequency(rawValue: value) else { throw .unsupported("FREQ=\(value)") }
                frequency = f
            case "INTERVAL":
                guard let n = Int(value), n >= 1, n <= 1000 else { throw .malformed(String(part)) }
                interval = n
            case "BYDAY":
                for code in value.split(separator: ",") {
                    guard let day = Weekday(rruleCode: code) else { throw .unsupported("BYDAY=\(code)") }
                    byDay.append(day)
                }
            case "BYMONTHDAY":
                for item in value.split(separator: ",") {
                    guard let n = Int(item), (1...31).contains(n) || n == -1 else { throw .malformed(String(part)) }
                    byMonthDay.append(n)
                }
            case "UNTIL":
                let digitsOnly = value.prefix(8)
                let iso = digitsOnly.count == 8
                    ? "\(digitsOnly.prefix(4))-\(digitsOnly.dropFirst(4).prefix(2))-\(digitsOnly.suffix(2))" : value
                guard let date = CivilDate(iso: iso) else { throw .malformed(String(part)) }
                until = date
            case "WKST":
                continue
            default:
                throw .unsupported(key)
            }
        }
        guard let frequency else { throw .missingFrequency }
        self.init(frequency: frequency, interval: interval, byDay: byDay, byMonthDay: byMonthDay, until: until)
    }

    /// The canonical RRULE value, parts in a fixed order.
    public var rrule: String {
        var parts = ["FREQ=\(frequency.rawValue)"]
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        if !byDay.isEmpty { parts.append("BYDAY=" + byDay.map(\.rruleCode).joined(separator: ",")) }
        if !byMonthDay.isEmpty { parts.append("BYMONTHDAY=" + byMonthDay.map(String.init).joined(separator: ",")) }
        if let until {
            parts.append("UNTIL=" + String(until.description.filter { $0 != "-" }))
        }
        return parts.joined(separator: ";")
    }

    public var description: String { rrule }

    /// The first occurrence on or after `date`: where a new recurring task starts.
    public func firstDate(onOrAfter date: CivilDate) -> CivilDate? {
        matches(date) ? date : nextDate(after: date)
    }

    /// Whether `date` is itself an occurrence of the rule's pattern (ignoring INTERVAL phase).
    public func matches(_ date: CivilDate) -> Bool {
        if let until, date > until { return false }
        switch frequency {
        case .daily, .weekly:
            // Without BYDAY the rule is anchored on the day it starts: that day is an occurrence.
            return byDay.isEmpty || byDay.contains(date.weekday)
        case .monthly:
            return monthDays(in: date).contains(date.day)
        case .yearly:
            return byMonthDay.isEmpty || monthDays(in: date).contains(date.day)
        }
    }

    /// The next occurrence strictly after `date`, or nil when UNTIL has passed.
    public func nextDate(after date: CivilDate) -> CivilDate? {
        let next: CivilDate
        switch frequency {
        case .daily:
            if byDay.isEmpty {
                next = date.adding(days: interval)
            } else {
                var candidate = date.adding(days: 1)
                while !byDay.contains(candidate.weekday) { candidate = candidate.adding(days: 1) }
                next = candidate
            }
        case .weekly:
            let days = byDay.isEmpty ? [date.weekday] : byDay
            if let later = days.first(where: { $0.rawValue > date.weekday.rawValue }) {
                next = date.adding(days: later.rawValue - date.weekday.rawValue)
            } else {
                next = date.startOfWeek.adding(days: 7 * interval + days[0].rawValue - 1)
            }
        case .monthly:
            if let later = monthDays(in: date).first(where: { $0 > date.day }) {
                next = CivilDate(year: date.year, month: date.month, day: later)
            } else {
                let month = CivilDate(year: date.year, month: date.month, day: 1).adding(months: interval)
                let wanted = byMonthDay.isEmpty ? date.day : monthDays(in: month).first ?? 1
                next = CivilDate(year: month.year, month: month.month,
                                 day: min(wanted, CivilDate.daysIn(month: month.month, year: month.year)))
            }
        case .yearly:
            let year = date.year + interval
            next = CivilDate(year: year, month: date.month, day: min(date.day, CivilDate.daysIn(month: date.month, year: year)))
        }
        if let until, next > until { return nil }
        return next
    }

    /// The BYMONTHDAY days that exist in `date`'s month, ascending (-1 means the last day).
    private func monthDays(in date: CivilDate) -> [Int] {
        let length = CivilDate.daysIn(month: date.month, year: date.year)
        let days = byMonthDay.isEmpty ? [date.day] : byMonthDay
        return Set(days.map { $0 == -1 ? length : min($0, length) }).sorted()
    }
}

public enum RecurrenceError: Error, Equatable, CustomStringConvertible {
    case missingFrequency
    case malformed(String)
    case unsupported(String)

    public var description: String {
        switch self {
        case .missingFrequency: return "recurrence needs FREQ (e.g. FREQ=WEEKLY;BYDAY=MO)"
        case .malformed(let part): return "recurrence part \"\(part)\" is malformed"
        case .unsupported(let part): return "recurrence part \(part) is not supported (FREQ, INTERVAL, BYDAY, BYMONTHDAY, UNTIL are)"
        }
    }
}
