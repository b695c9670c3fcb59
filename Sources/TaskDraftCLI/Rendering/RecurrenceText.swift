import TaskDraftKit

/// A repeat rule as a person reads it, in the session's language: "every month on the 1st",
/// "every Monday and Thursday", "каждый месяц 1-го", "каждую пятницу". Machine output (JSON,
/// exports) keeps the RRULE; this is only for eyes. Languages without wording here read English.
enum RecurrenceText {
    static func words(_ rule: Recurrence, language: String) -> String {
        // Parts these words do not say yet are shown as the rule itself, never half-said.
        let plain = rule.byMonth.isEmpty && rule.bySetPos.isEmpty && rule.count == nil && rule.byDay.allSatisfy { $0.ordinal == nil }
            && rule.byMonthDay.allSatisfy { $0 > 0 || $0 == -1 }
        if case .until(let until)? = rule.end, case .date = until {} else if rule.end != nil { return rule.rrule }
        guard plain else { return rule.rrule }
        return language == "ru" ? russian(rule) : english(rule)
    }

    // MARK: English

    static func english(_ rule: Recurrence) -> String {
        let n = rule.interval
        var text: String
        switch rule.frequency {
        case .daily, .weekly:
            let unit = rule.frequency == .daily ? "day" : "week"
            if rule.byDay.isEmpty {
                text = n == 1 ? "every \(unit)" : "every \(n) \(unit)s"
            } else if rule.byDay == Recurrence.weekdays && n == 1 {
                text = "every weekday"
            } else {
                let days = listed(rule.byDay.map { englishDays[$0.weekday.rawValue - 1] }, and: "and")
                text = n == 1 ? "every " + days : "every \(n) \(unit)s on " + days
            }
        case .monthly, .yearly:
            let unit = rule.frequency == .monthly ? "month" : "year"
            text = n == 1 ? "every \(unit)" : "every \(n) \(unit)s"
            if !rule.byMonthDay.isEmpty {
                text += " on the " + listed(rule.byMonthDay.map(englishOrdinal), and: "and")
            }
        }
        if let until = rule.until?.lastDay(in: .utc) { text += " until " + HumanDate.day(until, language: "en") }
        return text
    }

    private static let englishDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    private static func englishOrdinal(_ day: Int) -> String {
        if day == -1 { return "last day" }
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

    // MARK: Russian

    static func russian(_ rule: Recurrence) -> String {
        let n = rule.interval
        var text: String
        switch rule.frequency {
        case .daily, .weekly:
            let every = rule.frequency == .daily
                ? every(n, one: "каждый день", forms: ("день", "дня", "дней"))
                : every(n, one: "каждую неделю", forms: ("неделю", "недели", "недель"))
            if rule.byDay.isEmpty {
                text = every
            } else if rule.byDay == Recurrence.weekdays && n == 1 {
                text = "по будням"
            } else if rule.byDay.count == 1 && n == 1 {
                text = russianEveryDay[rule.byDay[0].weekday.rawValue - 1]
            } else {
                let days = "по " + listed(rule.byDay.map { russianDaysDative[$0.weekday.rawValue - 1] }, and: "и")
                text = n == 1 ? days : every + " " + days
            }
        case .monthly:
            text = every(n, one: "каждый месяц", forms: ("месяц", "месяца", "месяцев"))
            if !rule.byMonthDay.isEmpty {
                text += rule.byMonthDay == [-1] ? " в последний день"
                    : " " + listed(rule.byMonthDay.map { $0 == -1 ? "в последний день" : "\($0)-го" }, and: "и")
            }
        case .yearly:
            text = every(n, one: "каждый год", forms: ("год", "года", "лет"))
            if !rule.byMonthDay.isEmpty {
                text += " " + listed(rule.byMonthDay.map { $0 == -1 ? "в последний день месяца" : "\($0)-го" }, and: "и")
            }
        }
        if let until = rule.until?.lastDay(in: .utc) { text += " до " + until.description }
        return text
    }

    private static let russianEveryDay = ["каждый понедельник", "каждый вторник", "каждую среду", "каждый четверг",
                                          "каждую пятницу", "каждую субботу", "каждое воскресенье"]
    private static let russianDaysDative = ["понедельникам", "вторникам", "средам", "четвергам", "пятницам", "субботам",
                                            "воскресеньям"]

    /// "каждые 2 недели", "каждые 5 дней", "каждый 21 день": the noun agrees with the number.
    private static func every(_ n: Int, one: String, forms: (one: String, few: String, many: String)) -> String {
        if n == 1 { return one }
        let (last, lastTwo) = (n % 10, n % 100)
        if last == 1 && lastTwo != 11 {
            // The accusative of the singular noun decides the gender of "каждый".
            let each = forms.one == "неделю" ? "каждую" : "каждый"
            return "\(each) \(n) \(forms.one)"
        }
        let noun = (2...4).contains(last) && !(12...14).contains(lastTwo) ? forms.few : forms.many
        return "каждые \(n) \(noun)"
    }

    // MARK: Shared

    /// "a", "a and b", "a, b and c".
    private static func listed(_ items: [String], and word: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + items[items.count - 1]
    }
}
