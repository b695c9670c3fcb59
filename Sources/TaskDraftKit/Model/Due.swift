/// When a task is due: a moment with the offset it was given in, or a whole day.
public enum Due: Sendable, Hashable, CustomStringConvertible {
    case dateTime(ZonedDateTime)
    case date(CivilDate)

    public var calendarDate: CivilDate {
        switch self {
        case .dateTime(let zoned): return zoned.local.date
        case .date(let date): return date
        }
    }

    public var time: LocalTime? {
        if case .dateTime(let zoned) = self { return zoned.local.time }
        return nil
    }

    /// The moment the task becomes overdue: the time itself, or the end of the named day in
    /// `zone`, so a task due "today" sorts after today's timed tasks and is not overdue yet.
    public func deadline(in zone: Zone) -> Instant {
        switch self {
        case .dateTime(let zoned): return zoned.instant
        case .date(let date):
            return zone.instant(of: LocalDateTime(date: date.adding(days: 1), time: .midnight)).adding(seconds: -1)
        }
    }

    /// The day and the wall time (none for a whole day) as read in `zone`, whatever offset the
    /// time was written with: what a table cell or a search result shows.
    public func wallClock(in zone: Zone) -> (date: CivilDate, time: LocalTime?) {
        switch self {
        case .date(let date): return (date, nil)
        case .dateTime(let zoned):
            let local = zone.local(zoned.instant).0
            return (local.date, local.time)
        }
    }

    /// The moment it begins: the time itself, or the start of the named day in `zone` (a task
    /// that waits until Friday shows from Friday's midnight).
    public func beginning(in zone: Zone) -> Instant {
        switch self {
        case .dateTime(let zoned): return zoned.instant
        case .date(let date): return zone.instant(of: LocalDateTime(date: date, time: .midnight))
        }
    }

    /// The same due moved to another day, keeping its time of day.
    public func moved(to date: CivilDate, in zone: Zone) -> Due {
        switch self {
        case .date: return .date(date)
        case .dateTime(let zoned): return .dateTime(zone.zoned(LocalDateTime(date: date, time: zoned.local.time)))
        }
    }

    /// The contract's two fields: `due` (date-time with offset) and `due_date` (`YYYY-MM-DD`).
    public var contractFields: (due: String?, dueDate: String?) {
        switch self {
        case .dateTime(let zoned): return (zoned.description, nil)
        case .date(let date): return (nil, date.description)
        }
    }

    /// Reads the contract's fields. A date-time without an offset is placed in `zone`;
    /// a date-time with an offset keeps it.
    public static func from(due: String?, dueDate: String?, zone: Zone) -> Result<Due?, DueError> {
        switch (due, dueDate) {
        case (nil, nil): return .success(nil)
        case (.some, .some): return .failure(.bothGiven)
        case (nil, let day?):
            guard let date = CivilDate(iso: day) else { return .failure(.invalidDate(day)) }
            return .success(.date(date))
        case (let text?, nil):
            switch ISO8601.parse(text) {
            case .date(let date)?: return .success(.date(date))
            case .dateTime(let local, let offset?)?: return .success(.dateTime(ZonedDateTime(local: local, offset: offset)))
            case .dateTime(let local, nil)?: return .success(.dateTime(zone.zoned(local)))
            case nil: return .failure(.invalidDateTime(text))
            }
        }
    }

    public var description: String { contractFields.due ?? contractFields.dueDate ?? "" }
}

public enum DueError: Error, Equatable, CustomStringConvertible {
    case bothGiven
    case invalidDate(String)
    case invalidDateTime(String)

    public var description: String {
        switch self {
        case .bothGiven: return "give either due or due_date, not both"
        case .invalidDate(let s): return "due_date \"\(s)\" is not a YYYY-MM-DD date"
        case .invalidDateTime(let s): return "due \"\(s)\" is not an ISO 8601 date-time"
        }
    }
}
