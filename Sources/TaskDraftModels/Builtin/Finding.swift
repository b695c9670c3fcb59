import TaskDraftKit

/// A day named in an utterance, before it is resolved against today.
enum DaySpec: Sendable, Equatable {
    /// A calendar date; `yearGiven` false means "the next such date".
    case date(month: Int, day: Int, year: Int?)
    /// Today plus n days.
    case relative(days: Int)
    /// A weekday: the next one after today, or the one in next week.
    case weekday(Weekday, nextWeek: Bool, includingToday: Bool)
    /// The first working day of next week.
    case nextWeek
    /// The last working day of this week (end of week).
    case endOfWeek
    /// The last day of this month.
    case endOfMonth
    /// n months from today.
    case relativeMonths(Int)
    /// The day of month (`15-го`), this month if still ahead, else next.
    case dayOfMonth(Int)
}

/// A time of day named in an utterance.
struct TimeSpec: Sendable, Equatable {
    var time: LocalTime
    /// True for a bare hour that could be morning or evening (`at 3`), read as the next occurrence.
    var ambiguous12h: Bool = false
}

/// What a recognizer found in a span of tokens.
enum Finding: Sendable {
    case day(DaySpec)
    case time(TimeSpec)
    /// A moment relative to now (`in 2 hours`), in seconds.
    case offset(seconds: Int64)
    /// A named period that sets a day and a time (`end of day`, `до конца дня`).
    case period(DaySpec, LocalTime?)
    case priority(Priority)
    case tag(String)
    case project(String)
    case recurrence(Recurrence, time: TimeSpec?)
    /// An exact attribute (`due:2026-12-15`): wins over anything inferred.
    case exactDue(Due)
    case exactPriority(Priority)
    case exactProject(String)
    /// Words consumed without meaning of their own (a preposition before a date).
    case filler
}

/// A recognizer's answer: how many tokens it took and what they mean.
struct Match: Sendable {
    var length: Int
    var finding: Finding
    var warning: String? = nil
}
