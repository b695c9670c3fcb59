import TaskDraftKit

/// A day named in an utterance, before it is resolved against today.
enum DaySpec: Sendable, Equatable {
    /// A calendar date; without a year, the next such date.
    case date(month: Int, day: Int, year: Int?)
    /// Today plus n days.
    case relative(days: Int)
    /// Today if the time named with it is still ahead, else tomorrow ("EOD", "15:00").
    case todayOrNext
    /// A weekday: the next one after today, the one of next week, or this week's (today included).
    case weekday(Weekday, nextWeek: Bool, includingToday: Bool)
    /// The first working day of next week.
    case nextWeek
    /// The last working day of this week.
    case endOfWeek
    /// The coming Saturday.
    case weekend
    /// The weekend of the (Monday-first) week a day falls in: its Saturday, where it starts and
    /// is due ("next weekend", "the last weekend of October").
    indirect case weekendOf(DaySpec)
    case endOfMonth
    /// The last working day (Monday to Friday) on or before the day a spec names, where a
    /// period's end is a deadline ("end of month" in a February ending on a Sunday is Friday the
    /// 26th); the period's last day once that working day has passed and the period has not.
    indirect case lastWorkingDay(DaySpec)
    /// The first day of next month.
    case nextMonth
    case relativeWeeks(Int)
    case relativeMonths(Int)
    case relativeYears(Int)
    /// The last day of this quarter, the first day of the next.
    case endOfQuarter, nextQuarter
    /// The last day of this year.
    case endOfYear
    /// The Monday of last week; the first day of n months ago; the first day of last year.
    case lastWeek
    case lastMonth(Int)
    case lastYear
    /// The weekday before today.
    case lastWeekday(Weekday)
    /// That weekday in this week, past or not ("monday of this week").
    case weekdayThisWeek(Weekday)
    /// The one after the next one ("friday after next").
    case weekdayAfterNext(Weekday)
    /// The nth (1…5, or -1 for the last) weekday of a month; month nil means this month.
    case nthWeekday(Int, Weekday, month: Int?, year: Int?, monthOffset: Int)
    /// The nth (1…5, or -1 for the last) weekday of a quarter n quarters from this one: of
    /// its first month, or of its last counted from the end; this quarter's (0) once past is
    /// the next one's ("the first Monday of the quarter").
    case nthWeekdayOfQuarter(Int, Weekday, quarters: Int)
    /// The last day of a month.
    case lastDayOfMonth(month: Int, year: Int?)
    /// A day of the month, in the month n months from this one.
    case dayOfRelativeMonth(Int, months: Int)
    /// A day of the month (`15-го`): this month if still ahead, else the next month that has it.
    case dayOfMonth(Int)
    /// Only a month was named: its last day, this year or next.
    case month(Int, year: Int?)
    /// Only a year was named ("in 2014", "the year 2008", "2014–2018"): its last day; a year
    /// is a period, so it also starts on its first.
    case year(Int)
    /// A holiday by name: its date in the year named, else this year's or, once past, next year's.
    case holiday(Holiday, year: Int?)
    /// A holiday counted from today: the one before it (-1: "the last Easter"), after it (1:
    /// "the next Easter"), or the one in this year (0: "Independence Day of this year").
    case holidayFromToday(Holiday, Int)
    /// The long weekend a holiday is on or beside, a span like `weekend` that starts and is due
    /// on its first day: the earlier of the holiday and that weekend's Saturday ("Labor Day
    /// weekend" from Saturday, "Thanksgiving weekend" from the Thursday).
    case holidayWeekend(Holiday, year: Int?)
    /// The nth weekday after today (n > 0) or before it (n < 0): "3 fridays from now".
    case nthWeekdayFromToday(Weekday, Int)
    /// A weekday of the week n weeks from this one ("sunday of last week": n = -1).
    case weekdayOfWeek(Weekday, weeks: Int)
    /// A date named with its weekday and no year ("Fri, Jul 18"): the year it falls on that weekday.
    case dateOnWeekday(month: Int, day: Int, Weekday)
    /// A day of the month named with its weekday ("Thu 15th"): the next month it falls on it.
    case dayOfMonthOnWeekday(Int, Weekday)
    /// A quarter (1…4) of a year: its last day; without a year, this one's or, once past, next year's.
    case quarter(Int, year: Int?)
    /// Another day moved by months and days ("3 days after tomorrow", "2 days before Friday").
    indirect case shifted(DaySpec, months: Int, days: Int)
    /// The first day of the quarter before this one.
    case lastQuarter
    /// The working week that starts on the (Monday) day named: due its Friday, starting that
    /// Monday ("the first week of October", "ostatni tydzień września").
    indirect case week(startingOn: DaySpec)
    /// A weekday of the (Monday-first) week another day falls in: "in 3 days on Friday",
    /// "Thursday, two years from now", "3 weeks after Christmas on Friday".
    indirect case weekdayInWeekOf(Weekday, DaySpec)
    /// The first or last `length` of a period (a year, a quarter, a month), its first day or
    /// (`lastDay`) its last: "the last four months of 2021", "the first 2 weeks of next year".
    /// Weeks are whole Monday-to-Sunday weeks inside the period.
    indirect case unitsOf(DaySpec, length: Duration, wholeWeeks: Bool, fromEnd: Bool, lastDay: Bool)
}

/// A time of day named in an utterance.
enum TimeSpec: Sendable, Equatable {
    case exact(LocalTime)
    /// An hour a Skill names: `morning`, `evening`, `lunch`, `workday-end`.
    case named(String)
    /// A 12-hour clock reading without am/pm ("at 3"): resolved to the likelier half of the day.
    case ambiguous(hour: Int, minute: Int)
    /// A wall-clock time in a named fixed-offset zone ("9am PST"), seconds east of UTC.
    case zoned(LocalTime, offset: Int)
}

/// What a recognizer found in a span of tokens.
///
/// Indirect: its widest cases hold two moments, a few hundred bytes that every leaf rule's
/// answer, every edge and every part of a composition moved by copying; boxed, a finding
/// moves as one pointer, and only a reading that is found pays for its box.
indirect enum Finding: Sendable {
    case day(DaySpec)
    case time(TimeSpec)
    /// A day and a time in one phrase ("tonight", "EOD", "до конца дня").
    case dayTime(DaySpec, TimeSpec)
    /// A moment relative to now ("in 2 hours"), in seconds.
    case offset(seconds: Int64)
    /// A moment relative to now in months and seconds ("1 year, 1 month and 1 hour ago"): the
    /// months are calendar months from now's date, kept apart because a month is no fixed
    /// number of seconds.
    case calendarOffset(months: Int, seconds: Int64)
    case priority(Priority)
    case tag(String)
    case project(String)
    /// `+word`: a project in todo.txt style, a tag in Taskwarrior style (see `Scan.draft`).
    case plusWord(String)
    case recurrence(Recurrence)
    /// A repeat whose days are a place in every calendar quarter ("the first Monday of each
    /// quarter"): its first due is in this month of a quarter (0 the first, 2 the last), from
    /// which the rule's three months step.
    case recurrenceInQuarters(Recurrence, month: Int)
    /// An exact attribute (`due:2026-12-15`): wins over anything inferred.
    case exactDue(Due)
    /// `scheduled:…`, `wait:…`: a date field other than the due (its row's name), exactly.
    case exactDate(field: String, Due)
    case exactPriority(Priority)
    case exactProject(String)
    /// todo.txt `t:YYYY-MM-DD`: the day the task starts to matter (its threshold), kept in notes.
    case threshold(CivilDate)
    /// A Skills vocabulary term: its tags, priority and time apply.
    case term(VocabularyTerm)
    /// A full date that does not exist (`2026-02-29`, `due:0000-01-01`), as written.
    case impossibleDate(String)
    /// An attribute whose value names nothing it takes (`due:xyz`), kept in the title.
    case unreadAttribute(AttributeWord)
    /// Words that stay in the title and are never parsed (a kept name, quoted text).
    case keep
    /// A weekday that is also part of the title's noun phrase ("Friday dinner"): it names the
    /// day and stays in the title.
    case dayInName(DaySpec)
    /// A clock time that is also part of the title's noun phrase ("the 9am flight"): it is the
    /// task's time and stays in the title.
    case timeInName(TimeSpec)
    /// Words consumed without meaning of their own.
    case filler
    /// A span with a start and an end ("from Monday to Friday", "14–16 Oct"): the task starts
    /// at the first and is due at the second.
    case interval(start: Moment, end: Moment)
    /// A start with no end ("after 5", "не раньше 14:00", "od poniedziałku").
    case startsAt(Moment)
    /// A field's value said as its attribute or in words, the field by its label and the value
    /// by its kind, which the scan puts in the draft by the label (`FieldLabel.write`): how long
    /// the task takes ("estimate 2h", "на полчаса", `estimate:2h`), the task it is a subtask of
    /// ("subtask of 3", `parent:3`, `parent:<UID>` as `--parent` takes it), the tasks it waits
    /// for ("after task 3", `depends:3,5`, `depends:ab-12@example.com`). `Finding.said` finds the
    /// field of a value said in words; a second one said for a field is ignored or joined to the
    /// first (`FieldReading.withSecondSaid`).
    case fieldValue(FieldLabel, FieldReading)
    /// Hidden from lists until then ("wait until January", "не показывать до 1 марта").
    case waitsUntil(Moment)
}

extension Finding {
    /// The end of a month, quarter, half or year as a deadline: the end of the working day on
    /// its last working day, which is what a person means by "end of month" ("EOM" in a month
    /// ending on a Sunday is Friday at workday-end). A week's end is its Friday and takes no
    /// working-day step (`DaySpec.endOfWeek`).
    static func periodEndDeadline(_ lastDay: DaySpec) -> Finding {
        .dayTime(.lastWorkingDay(lastDay), .named("workday-end"))
    }
}

/// A recognizer's answer: how many tokens it took and what they mean.
struct Match: Sendable {
    var length: Int
    var finding: Finding
    var warning: ParserWarning? = nil
}
