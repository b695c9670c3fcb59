import TaskDraftKit

/// What a repeat phrase has said so far, part by part, and the rule it makes. Each part
/// fills its own fields once; `rule` decides the frequency from what was said and refuses,
/// as the RRULE codec does, a combination RFC 5545 does not allow ("every week on the 15th").
struct RecurrencePhrase: Sendable {
    /// The unit the phrase steps by, and how many of it: "every 2 weeks", "раз в полгода".
    var unit: RecurrenceVocabulary.Unit?
    var units = 1
    /// Listed weekdays: "every Monday and Thursday", "по средам".
    var weekdays: [Weekday] = []
    /// "every 2nd Tuesday", "каждый второй вторник": every other week's Tuesday, or, with
    /// "of the month" after it, the second Tuesday of each month.
    var weekdayOrdinal: Int?
    var workdays = false
    /// "the first and third Monday", "the last Friday".
    var positions: [Int] = []
    var positionWeekday: Weekday?
    /// "the last working day", "the first and last working day".
    var workdayPositions: [Int] = []
    /// "on the 1st and 15th", "15-го", "ostatniego dnia".
    var monthDays: [Int] = []
    /// The month a yearly rule names: "on 14 March", "in March", "of September".
    var month: Int?
    /// "of the month", "каждого месяца", "miesiąca" was said.
    var ofMonth = false
    /// The month of each calendar quarter the days fall in, 0 its first and 2 its last, when
    /// they are a place in every quarter ("the first Monday of each quarter", "the last Friday
    /// of every quarter"): the rule steps three months from its first due, which this places.
    var quarterMonth: Int?
    /// A day said only as an ordinal word after "every" ("every second") is a day of the
    /// month only once its month is said ("every second of the month").
    var dayNeedsItsMonth = false
    var end: Recurrence.End?
    /// "twice a week", "три раза в месяц": so many times in each period. With no days named, the
    /// times are spread over the period (`spread`), and the reading says the days were a guess.
    var timesPerPeriod: Int?

    /// Whether the phrase names days within its periods yet.
    var namesDays: Bool {
        !weekdays.isEmpty || workdays || positionWeekday != nil || !workdayPositions.isEmpty || !monthDays.isEmpty
    }

    /// The month of a quarter its places in the month fall in when all count from the same end:
    /// the first month for "the first Monday", "the 2nd working day", the last for "the last
    /// Friday", "the last day"; nil for "the first and last Monday", which no one month holds.
    var monthOfQuarterHoldingItsPlaces: Int? {
        let places = positions + workdayPositions + monthDays
        if !places.isEmpty, places.allSatisfy({ $0 > 0 }) { return 0 }
        if !places.isEmpty, places.allSatisfy({ $0 < 0 }) { return 2 }
        return nil
    }

    /// Whether the days of the rule were chosen by the parser, not said.
    var daysWereChosen: Bool { timesPerPeriod != nil && !namesDays }

    /// The rule, or nil when what was said is not one yet, or not one RFC 5545 allows.
    var rule: Recurrence? {
        if let times = timesPerPeriod, !namesDays { return spread(times) }
        if dayNeedsItsMonth && !ofMonth && month == nil { return nil }
        var frequency: Recurrence.Frequency
        var interval = 1
        if let unit {
            let (unitFrequency, per) = unit.cadence
            frequency = unitFrequency
            let (product, overflow) = per.multipliedReportingOverflow(by: units)
            guard !overflow else { return nil }
            interval = product
        } else if positionWeekday != nil || !workdayPositions.isEmpty || !monthDays.isEmpty || ofMonth {
            frequency = month == nil ? .monthly : .yearly
        } else if month != nil {
            frequency = .yearly
        } else if !weekdays.isEmpty || workdays {
            frequency = .weekly
        } else {
            return nil
        }
        if month != nil && frequency != .yearly { return nil }
        // Nobody says a day of the month for a daily rule: "каждый день в 7" is an hour.
        if frequency == .daily && !monthDays.isEmpty { return nil }
        var byDay = weekdays.map { Recurrence.Day(weekday: $0) }
        var bySetPos: [Int] = []
        if let n = weekdayOrdinal {
            if n == 1 || ofMonth || frequency == .monthly || frequency == .yearly {
                byDay = weekdays.map { Recurrence.Day(weekday: $0, ordinal: n) }
                if unit == nil { frequency = month == nil ? .monthly : .yearly }
            } else if unit == nil {
                interval = n
            } else {
                return nil
            }
        }
        if workdays { byDay = Recurrence.weekdays }
        if let weekday = positionWeekday { byDay = positions.map { Recurrence.Day(weekday: weekday, ordinal: $0) } }
        if !workdayPositions.isEmpty {
            byDay = Recurrence.weekdays
            bySetPos = workdayPositions
        }
        // "of the month" closes days of a month, not a weekly or daily rule's.
        if ofMonth && (frequency == .weekly || frequency == .daily) { return nil }
        let rule = Recurrence(frequency: frequency, interval: interval, byMonth: month.map { [$0] } ?? [], byMonthDay: monthDays,
                              byDay: byDay, bySetPos: bySetPos, end: end)
        // What the codec would refuse in RRULE text is refused in words too.
        guard interval >= 1, let checked = try? Recurrence(rrule: rule.rrule), checked == rule else { return nil }
        return rule
    }

    /// So many times a period with no days named, spread as evenly as a calendar allows: in a
    /// week on Monday and Thursday (2), Monday, Wednesday and Friday (3), Monday, Tuesday,
    /// Thursday and Friday (4), the working days (5), all but Sunday (6), every day (7); in a
    /// month on the 1st and 15th (2), the 1st, 11th and 21st (3), the 1st, 8th, 15th and 22nd
    /// (4); in a year every 6, 4, 3, 2 or 1 months (2, 3, 4, 6, 12). Other counts make no rule.
    func spread(_ times: Int) -> Recurrence? {
        let rule: Recurrence
        switch (unit, times) {
        case (.week?, 2...6):
            let days: [[Recurrence.Day]] = [[.monday, .thursday], [.monday, .wednesday, .friday],
                                            [.monday, .tuesday, .thursday, .friday], Recurrence.weekdays,
                                            Recurrence.weekdays + [.saturday]]
            rule = Recurrence(frequency: .weekly, byDay: days[times - 2], end: end)
        case (.week?, 7):
            rule = Recurrence(frequency: .daily, end: end)
        case (.month?, 2...4):
            let days = [[1, 15], [1, 11, 21], [1, 8, 15, 22]]
            rule = Recurrence(frequency: .monthly, byMonthDay: days[times - 2], end: end)
        case (.year?, 2), (.year?, 3), (.year?, 4), (.year?, 6), (.year?, 12):
            rule = Recurrence(frequency: .monthly, interval: 12 / times, end: end)
        default:
            return nil
        }
        guard let checked = try? Recurrence(rrule: rule.rrule), checked == rule else { return nil }
        return rule
    }
}
