import TaskDraftKit

/// A repeat rule as people say it, before any language words it: the one reading that the
/// English, Russian and Polish wordings each render (`RecurrenceText`). A rule nobody says
/// that way (a BYSETPOS over Tuesdays and Saturdays, a WKST that changes which days share a
/// week, several months of a year) has none, and is shown as its RRULE.
struct RecurrenceSaying: Equatable {
    enum Unit: Equatable { case day, week, month, year }

    /// Which days within each period: every one of them, or what the rule names.
    enum Days: Equatable {
        /// Nothing named: the due's own weekday, day of the month or date.
        case any
        /// Listed weekdays: "Monday and Thursday".
        case weekdays([Weekday])
        /// Monday to Friday.
        case workdays
        /// Days of the month, counted from its start (1…31) or its end (-1 the last, -2).
        case monthDays([Int])
        /// The nth such weekday of the month (or of the month a yearly rule names): "the first
        /// and third Monday", "the last Friday". Positions 1…5, -1, -2.
        case nthWeekdays([Int], Weekday)
        /// The nth working day: "the last working day".
        case nthWorkday(Int)
        /// A day of the month a yearly rule names: "14 March".
        case date(day: Int)
    }

    enum End: Equatable {
        case count(Int)
        case until(Recurrence.Until)
    }

    let unit: Unit
    let interval: Int
    let days: Days
    /// The month a yearly rule names: "in March", "of September", "14 March".
    let month: Int?
    let end: End?

    /// The positions people name: the first to the fifth, the last and the one before it.
    static func isNameable(_ position: Int) -> Bool { (1...5).contains(position) || position == -1 || position == -2 }

    init?(_ rule: Recurrence) {
        let plain = rule.byDay.allSatisfy { $0.ordinal == nil }
        let weekdays = rule.byDay.map(\.weekday)
        let isWorkdays = plain && rule.byDay.count == 5 && weekdays.allSatisfy(\.isWorkday)
        // WKST changes the days only where INTERVAL skips weeks holding more than one listed day.
        if rule.weekStart != .monday && rule.frequency == .weekly && rule.interval > 1 && rule.byDay.count > 1 { return nil }
        interval = rule.interval
        switch rule.end {
        case .count(let n)?: end = .count(n)
        case .until(let until)?: end = .until(until)
        case nil: end = nil
        }
        switch rule.frequency {
        case .daily, .weekly:
            guard rule.byMonth.isEmpty, rule.byMonthDay.isEmpty, rule.bySetPos.isEmpty, plain else { return nil }
            month = nil
            if rule.byDay.isEmpty {
                unit = rule.frequency == .daily ? .day : .week
                days = .any
            } else {
                // A DAILY rule limited to weekdays repeats as a weekly one would.
                guard rule.frequency == .weekly || rule.interval == 1 else { return nil }
                unit = .week
                days = isWorkdays && rule.interval == 1 ? .workdays : .weekdays(weekdays)
            }
        case .monthly:
            guard rule.byMonth.isEmpty, let days = Self.daysOfMonth(rule, isWorkdays: isWorkdays) else { return nil }
            (unit, month, self.days) = (.month, nil, days)
        case .yearly:
            guard rule.byMonth.count <= 1 else { return nil }
            unit = .year
            month = rule.byMonth.first
            if month == nil {
                guard rule.byMonthDay.isEmpty, rule.byDay.isEmpty, rule.bySetPos.isEmpty else { return nil }
                days = .any
            } else if rule.byDay.isEmpty, rule.bySetPos.isEmpty, rule.byMonthDay.count == 1, let day = rule.byMonthDay.first, day > 0 {
                days = .date(day: day)
            } else {
                guard let days = Self.daysOfMonth(rule, isWorkdays: isWorkdays) else { return nil }
                self.days = days
            }
        }
    }

    /// What a monthly rule (or a yearly one within its month) names of each month.
    private static func daysOfMonth(_ rule: Recurrence, isWorkdays: Bool) -> Days? {
        if rule.byDay.isEmpty {
            guard rule.bySetPos.isEmpty else { return nil }
            if rule.byMonthDay.isEmpty { return .any }
            return rule.byMonthDay.allSatisfy({ $0 > 0 || $0 >= -2 }) ? .monthDays(rule.byMonthDay) : nil
        }
        guard rule.byMonthDay.isEmpty else { return nil }
        let weekday = rule.byDay[0].weekday
        if rule.bySetPos.isEmpty {
            let positions = rule.byDay.compactMap(\.ordinal)
            guard positions.count == rule.byDay.count, rule.byDay.allSatisfy({ $0.weekday == weekday }),
                  positions.allSatisfy(isNameable) else { return nil }
            return .nthWeekdays(positions, weekday)
        }
        guard rule.bySetPos.count == 1, isNameable(rule.bySetPos[0]), rule.byDay.allSatisfy({ $0.ordinal == nil }) else { return nil }
        if rule.byDay.count == 1 { return .nthWeekdays(rule.bySetPos, weekday) }
        return isWorkdays ? .nthWorkday(rule.bySetPos[0]) : nil
    }
}
