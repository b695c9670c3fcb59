/// Why an RRULE value was refused, naming the part, so a person, an agent or a server's log
/// sees what to change. The description is the English an agent and the import report read;
/// a person's terminal renders the case in its own language.
public enum RecurrenceError: Error, Equatable, CustomStringConvertible {
    /// No FREQ part.
    case missingFrequency
    /// A part not written as RFC 5545 writes it: `INTERVAL=two`, `BYDAY=XX`, `UNTIL=2027`.
    case malformed(String)
    /// A part of RFC 5545 a task's repeat rule does not hold: `FREQ=HOURLY`, `BYHOUR`, `BYWEEKNO`.
    case unsupported(String)
    /// A part given twice (RFC 5545: each "MUST NOT occur more than once").
    case repeated(String)
    /// A value outside its part's range: `BYMONTHDAY=32`, `BYSETPOS=0`, an INTERVAL longer
    /// than the calendar (years 1–9999).
    case outOfRange(String)
    /// Two parts RFC 5545 does not allow together: `COUNT` and `UNTIL`, `BYDAY=2TU` and
    /// `FREQ=WEEKLY`, `BYMONTHDAY` and `FREQ=WEEKLY`.
    case conflicting(String, String)
    /// BYSETPOS with no BYDAY, BYMONTHDAY or BYMONTH to pick positions among.
    case setPositionAlone(String)

    public var description: String {
        switch self {
        case .missingFrequency: return "recurrence needs FREQ (e.g. FREQ=WEEKLY;BYDAY=MO)"
        case .malformed(let part): return "recurrence part \"\(part)\" is malformed"
        case .unsupported(let part):
            return "recurrence part \(part) is not supported (FREQ=DAILY…YEARLY, INTERVAL, BYMONTH, BYMONTHDAY, BYDAY, "
                + "BYSETPOS, WKST, COUNT and UNTIL are)"
        case .repeated(let part): return "recurrence part \(part) is given more than once"
        case .outOfRange(let part): return "recurrence part \(part) is out of range"
        case .conflicting(let part, let other): return "recurrence part \(part) cannot be used with \(other)"
        case .setPositionAlone(let part): return "recurrence part \(part) needs BYDAY, BYMONTHDAY or BYMONTH to choose from"
        }
    }
}
