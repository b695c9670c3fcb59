import TaskDraftKit

extension ParserWarning {
    public var english: String {
        switch self {
        case .dayInName(let phrase, let weekday): return "\"\(phrase)\" read as due \(weekday.englishName); it may only be a name"
        case .onlyYear(let year): return "only a year was named; due at the end of \(year)"
        case .onlyMonth(let month): return "only a month was named; due at the end of \(HumanMonth.name(month))"
        case .numericDate(let written, let day, let month, let dayFirst, let region):
            return "\"\(written)\" read as \(day) \(HumanMonth.name(month)) (" + (dayFirst ? "day/month" : "month/day") + " in region \(region))"
        case .impossibleDate(let written): return "\"\(written)\" is not a date in the calendar; no deadline was set"
        case .severalMoments: return "more than one moment named; kept the first"
        case .severalDays: return "more than one day named; kept the first"
        case .severalTimes: return "more than one time named; kept the first"
        case .timePassedDueTomorrow(let time): return "\(time.hourMinute) has passed today; due tomorrow"
        case .timePassed(let time): return "\(time.hourMinute) has passed today"
        case .hourRead(let written, let time): return "\"\(written)\" read as \(time.hourMinute)"
        case .dueInThePast: return "the due date is in the past"
        case .repeatDaysChosen(let written, let rrule):
            return "\"\(written)\" names no days; repeats as \(rrule): change the days if others are meant"
        case .twoDigitYear(let written, let year): return "\"\(written)\" read as the year \(year)"
        case .reminderWithoutEventTime:
            return "no reminder was set: no time is said for the event; say one, e.g. \"tomorrow at 15:00\""
        case .titleCut(let most):
            return "the title was cut to \(most) \(English.plural(most, "character", "characters")); the whole text is in the notes"
        case .exceptionNotInRepeat(let written):
            return "the repeat does not leave out \"\(written)\": it repeats on those days too; the words stay in the title"
        case .repeatMoreOftenThanDaily(let written):
            return "\"\(written)\" repeats more often than daily, which a task's repeat cannot hold: no repeat was set; the words stay in the title"
        case .repeatInTwoMonthsOfAQuarter(let written):
            return "\"\(written)\" falls in the first and the last month of a quarter, which one repeat rule cannot hold: no repeat was set; the words stay in the title"
        }
    }
}
