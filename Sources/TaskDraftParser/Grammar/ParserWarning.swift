import TaskDraftKit

/// What the built-in parser assumed or left out while reading the words.
public enum ParserWarning: DraftWarningMessage {
    /// "Friday dinner": read as due that day, though the words may only be the thing's name.
    case dayInName(phrase: String, Weekday)
    /// "in 2027": due at the end of that year.
    case onlyYear(Int)
    /// "in June": due at the end of that month.
    case onlyMonth(Int)
    /// "3/4": read in the region's order of day and month.
    case numericDate(written: String, day: Int, month: Int, dayFirst: Bool, region: String)
    /// "31/04/2026", "2026-02-29": no deadline was set.
    case impossibleDate(String)
    case severalMoments
    case severalDays
    case severalTimes
    /// "at 9" when 9:00 has passed: due tomorrow.
    case timePassedDueTomorrow(LocalTime)
    /// Due at a time earlier today.
    case timePassed(LocalTime)
    /// "at 5" read as 17:00.
    case hourRead(written: String, as: LocalTime)
    /// A date before today, with no repeat rule to move it on.
    case dueInThePast
    /// "twice a week": no days were named, so the parser chose them (the rule, as RRULE).
    case repeatDaysChosen(written: String, rrule: String)
    /// "1/2/27": a year written with two digits, read in this century or the last.
    case twoDigitYear(written: String, year: Int)
    /// "remind me an hour before the meeting" with no time said for the meeting: no reminder was set.
    case reminderWithoutEventTime
    /// Words whose title ran past `TaskDraft.maximumTitleLength`: the title was cut, the words are whole in the notes.
    case titleCut(most: Int)
    /// "каждый понедельник кроме праздников": days taken out of a repeat that no rule can name;
    /// the words stay in the title and the task repeats on them too.
    case exceptionNotInRepeat(written: String)
    /// "every 2 hours", "3 times a day": a repeat more often than daily, which a task's repeat
    /// rule does not hold; no repeat was set and the words stay in the title.
    case repeatMoreOftenThanDaily(written: String)
    /// "the first and last Monday of each quarter": days in a quarter's first month and its last,
    /// which no one repeat rule holds; no repeat was set and the words stay in the title.
    case repeatInTwoMonthsOfAQuarter(written: String)

    public static var samples: [ParserWarning] {
        [.dayInName(phrase: "Пятничный ужин", .friday), .onlyYear(2027), .onlyMonth(6),
         .numericDate(written: "3/4", day: 3, month: 4, dayFirst: true, region: "RU"),
         .numericDate(written: "3/4", day: 4, month: 3, dayFirst: false, region: "US"),
         .impossibleDate("31.04.2026"), .severalMoments, .severalDays, .severalTimes,
         .timePassedDueTomorrow(LocalTime(hour: 9, minute: 0)), .timePassed(LocalTime(hour: 15, minute: 0)),
         .hourRead(written: "5", as: LocalTime(hour: 17, minute: 0)), .dueInThePast,
         .repeatDaysChosen(written: "twice a week", rrule: "FREQ=WEEKLY;BYDAY=MO,TH"),
         .twoDigitYear(written: "1/2/27", year: 2027), .reminderWithoutEventTime,
         .titleCut(most: TaskDraft.maximumTitleLength),
         .exceptionNotInRepeat(written: "кроме праздников"), .repeatMoreOftenThanDaily(written: "каждые 2 часа"),
         .repeatInTwoMonthsOfAQuarter(written: "первый и последний понедельник каждого квартала")]
    }
}
