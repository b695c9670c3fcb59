import TaskDraftKit

/// A `RecurrenceSaying` in English: "every 2 weeks on Tuesday", "every month on the last
/// Friday", "every year on 14 March, 5 times", "every weekday until 31 December 2027".
enum EnglishRecurrence {
    static func words(_ saying: RecurrenceSaying) -> String {
        let n = saying.interval
        let unit = ["day", "week", "month", "year"][index(saying.unit)]
        let every = English.plural(n, "every \(unit)", "every \(n) \(unit)s")
        let ofMonth = saying.month.map { " of " + months[$0 - 1] } ?? ""
        var text: String
        switch saying.days {
        case .any:
            text = every + (saying.month.map { " in " + months[$0 - 1] } ?? "")
        case .weekdays(let days):
            let names = RecurrenceText.listed(days.map { weekdays[$0.rawValue - 1] }, and: "and")
            text = n == 1 ? "every " + names : every + " on " + names
        case .workdays:
            text = n == 1 ? "every weekday" : every + " on weekdays"
        case .monthDays(let days):
            text = every + " on the " + RecurrenceText.listed(days.map(dayOrdinal), and: "and") + ofMonth
        case .nthWeekdays(let positions, let weekday):
            text = every + " on the " + RecurrenceText.listed(positions.map(position), and: "and") + " " + weekdays[weekday.rawValue - 1] + ofMonth
        case .nthWorkday(let p):
            text = every + " on the " + position(p) + " working day" + ofMonth
        case .date(let day):
            text = every + " on \(day) " + months[(saying.month ?? 1) - 1]
        }
        switch saying.end {
        case .count(let count)?: text += English.plural(count, ", once", ", \(count) times")
        case .until(let until)?:
            let day = RecurrenceText.day(of: until)
            text += " until \(day.day) \(months[day.month - 1]) \(day.year)" + RecurrenceText.time(of: until)
        case nil: break
        }
        return text
    }

    private static func index(_ unit: RecurrenceSaying.Unit) -> Int {
        switch unit {
        case .day: return 0
        case .week: return 1
        case .month: return 2
        case .year: return 3
        }
    }

    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                         "November", "December"]

    /// first … fifth, last, second-to-last.
    private static func position(_ p: Int) -> String {
        p == -1 ? "last" : p == -2 ? "second-to-last" : ["first", "second", "third", "fourth", "fifth"][p - 1]
    }

    /// 1st, 2nd, 3rd, 11th, 22nd; the last day, the second-to-last day.
    private static func dayOrdinal(_ day: Int) -> String {
        if day < 0 { return position(day) + " day" }
        let suffix: String
        switch (day % 10, day % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(day)\(suffix)"
    }
}
