/// The dates TaskDraft takes in, from every surface: 1900-01-01 through 2999-12-31, a day as
/// written and a moment as it falls in UTC.
///
/// A planner's dates are the present give or take a few centuries; a narrower range than the
/// four-digit years text can hold (1–9999) means that every date taken in can be shown,
/// converted into any zone (UTC−24:00 … UTC+24:00), moved to "tomorrow" or to a recurring
/// task's next occurrence, and written in every export format, with years still of four
/// digits. A day or moment outside it is refused where it comes in (a person's words,
/// `--now`, an import, an agent's arguments, a server's VTODO) with an error naming the field;
/// arithmetic that leaves it (a next occurrence, "tomorrow" on the last day) gives no date,
/// never a trap. README "Dates" documents it.
public enum SupportedDates {
    public static let first = CivilDate(year: 1900, month: 1, day: 1)
    public static let last = CivilDate(year: 2999, month: 12, day: 31)

    /// `1900-01-01 to 2999-12-31`, as errors name the range.
    public static var range: String { "\(first) to \(last)" }

    public static func contains(_ date: CivilDate) -> Bool { date >= first && date <= last }

    /// An instant is supported when its day in UTC is.
    public static func contains(_ instant: Instant) -> Bool { contains(Zone.utc.date(of: instant)) }

    /// A due (or start): a day as written, a moment as it falls in UTC (its day in its own
    /// offset is then at most a day off, well inside what can be written).
    public static func contains(_ due: Due) -> Bool {
        switch due {
        case .date(let date): return contains(date)
        case .dateTime(let zoned): return contains(zoned.instant)
        }
    }

    /// `field` refused when `due` is outside the range.
    public static func check(_ due: Due?, field: String) throws(DraftError) {
        if let due, !contains(due) { throw .dateOutOfRange(field, due.description) }
    }

    public static func check(_ instant: Instant?, field: String) throws(DraftError) {
        if let instant, !contains(instant) { throw .dateOutOfRange(field, Zone.utc.zoned(instant).description) }
    }
}
