import TaskDraftKit

/// Taskwarrior's named dates (`due:eonm`, `scheduled:sow`, `wait:eoww`, `due.before:sonw`): the
/// start (`so…`) and end (`eo…`) of the day (`d`), the week from Monday (`w`), the work week
/// Monday to Friday (`ww`), the month (`m`), the quarter (`q`) and the year (`y`), the current
/// one, the previous (`sopw`) or the next (`eonm`), on the days Taskwarrior 2.6's `task calc`
/// gives, each read as its day: a due of a day is over at its end, when Taskwarrior's end is.
/// `DateValue` asks here only for what the sentence's grammar does not read: `eod`, `eow`, `eom`,
/// `eoq` and `eoy` are its words for the end of a period's last working day, as "end of the
/// month" is, and stay so.
///
/// `someday` and `later` are none: Taskwarrior writes them as 9999-12-30, past the last date
/// kept here, and an import reads such a task without the date (`isSomeday`).
package enum TaskwarriorNamedDate {
    private enum Period: String {
        case day = "d", week = "w", workWeek = "ww", month = "m", quarter = "q", year = "y"
    }

    /// The day `name` names as of `today`, or nil when it is no named date.
    package static func due(_ name: String, today: CivilDate) -> Due? {
        let lowered = name.lowercased()
        guard lowered.utf8.count >= 3, lowered.utf8.count <= 5, let first = lowered.first, first == "s" || first == "e" else {
            return nil
        }
        var rest = lowered.dropFirst()
        guard rest.first == "o" else { return nil }
        rest = rest.dropFirst()
        var step = 0
        if rest.count > 1, let which = rest.first, which == "p" || which == "n" {
            step = which == "p" ? -1 : 1
            rest = rest.dropFirst()
        }
        guard let period = Period(rawValue: String(rest)) else { return nil }
        let (start, end) = bounds(of: period, around: today, step: step)
        return .date(first == "s" ? start : end)
    }

    /// Taskwarrior's `someday` and `later` (either case): its 9999-12-30, no date here.
    package static func isSomeday(_ value: String) -> Bool {
        let lowered = value.lowercased()
        return lowered == "someday" || lowered == "later"
    }

    /// The first and last day of the period around `today`, moved by `step` periods.
    private static func bounds(of period: Period, around today: CivilDate, step: Int) -> (CivilDate, CivilDate) {
        switch period {
        case .day:
            let day = today.adding(days: step)
            return (day, day)
        case .week:
            let monday = today.startOfWeek.adding(days: 7 * step)
            return (monday, monday.adding(days: 6))
        case .workWeek:
            // Taskwarrior's work week is counted from Sunday: on a Sunday it is the one ahead.
            let sunday = today.adding(days: -(today.weekday.rawValue % 7)).adding(days: 7 * step)
            return (sunday.adding(days: 1), sunday.adding(days: 5))
        case .month, .quarter, .year:
            let months = period == .month ? 1 : period == .quarter ? 3 : 12
            let startMonth = (today.month - 1) / months * months + 1
            let first = CivilDate(year: today.year, month: startMonth, day: 1).adding(months: months * step)
            return (first, first.adding(months: months).adding(days: -1))
        }
    }
}
