import TaskDraftKit

/// What an edge of the chart means. A `finding` is a whole reading the draft can take (a day,
/// a time, a name kept in the title, a tag …); the other cases are parts that only mean
/// something composed with their neighbours (`Compositions`), and never stand alone in a cover:
/// "поспать 3 часа" keeps "3 часа" in its title, while "через 3 часа" is a moment.
enum ChartValue: Sendable {
    case finding(Finding)
    /// A length of time: "2 часа", "5 days", "полгода", "1.5 hours".
    case duration(Duration)
    /// A word that joins parts: "after", "до", "–", "ago", "через".
    case connector(Connector)
    /// A bare number that may be a day of the month ("14" of "14–16 Oct") or an hour ("after 5").
    case number(Int)

    var mayStandAlone: Bool {
        if case .finding = self { return true }
        return false
    }

    /// The moment a finding names, for compositions that take one.
    var moment: Moment? {
        guard case .finding(let finding) = self else { return nil }
        return Moment(finding)
    }
}

/// A point in time as words name it, before it is resolved: a day, a time of day, or a span
/// from now. Compositions build these; `finding` turns one back into what `Scan` takes.
struct Moment: Sendable, Equatable {
    var day: DaySpec?
    var time: TimeSpec?
    var offset: Int64?
    /// Calendar months added to now before `offset` (only with an offset).
    var offsetMonths = 0

    init(day: DaySpec? = nil, time: TimeSpec? = nil, offset: Int64? = nil, offsetMonths: Int = 0) {
        self.day = day
        self.time = time
        self.offset = offset
        self.offsetMonths = offsetMonths
    }

    init?(_ finding: Finding) {
        switch finding {
        case .day(let d): self.init(day: d)
        case .time(let t): self.init(time: t)
        case .dayTime(let d, let t): self.init(day: d, time: t)
        case .offset(let s): self.init(offset: s)
        case .calendarOffset(let months, let s): self.init(offset: s, offsetMonths: months)
        default: return nil
        }
    }

    var finding: Finding {
        if let offset { return offsetMonths == 0 ? .offset(seconds: offset) : .calendarOffset(months: offsetMonths, seconds: offset) }
        switch (day, time) {
        case (let d?, let t?): return .dayTime(d, t)
        case (let d?, nil): return .day(d)
        case (nil, let t?): return .time(t)
        case (nil, nil): return .day(.todayOrNext)
        }
    }

    /// A calendar day was named (not only a time, not a span from now).
    var hasDay: Bool { day != nil && day != .todayOrNext }
}

/// A length of time in calendar units: months (a year is 12), days (a week is 7) and seconds,
/// kept apart because a month or a day is not a fixed number of seconds.
struct Duration: Sendable, Equatable {
    var months: Int = 0
    var days: Int = 0
    var seconds: Int64 = 0

    static func + (a: Duration, b: Duration) -> Duration {
        Duration(months: a.months &+ b.months, days: a.days &+ b.days, seconds: a.seconds &+ b.seconds)
    }

    var negated: Duration { Duration(months: -months, days: -days, seconds: -seconds) }

    /// This length `n` times over ("two fortnights"); nil past any date a person plans for.
    func times(_ n: Int) -> Duration? {
        guard (0...10_000).contains(n) else { return nil }
        return Duration(months: months * n, days: days * n, seconds: seconds * Int64(n))
    }

    /// `count` of `unit`; a fraction goes down to the next unit ("1.5 hours" is 90 minutes,
    /// "полгода" six months, "half a day" twelve hours). Nil past any date a person plans for.
    init?(_ count: Double, _ unit: LexiconSource.Unit) {
        guard count.isFinite, count >= 0, count <= 10_000 else { return nil }
        let whole = count.rounded(.down)
        let isWhole = whole == count
        switch unit {
        case .year: if isWhole { months = Int(whole) * 12 } else { months = Int((count * 12).rounded()) }
        case .quarter: months = Int((count * 3).rounded())
        case .month:
            if isWhole { months = Int(whole) } else { months = Int(whole); days = Int(((count - whole) * 30).rounded()) }
        case .week: if isWhole { days = Int(whole) * 7 } else { days = Int((count * 7).rounded()) }
        case .day: if isWhole { days = Int(whole) } else { days = Int(whole); seconds = Int64(((count - whole) * 86_400).rounded()) }
        case .hour, .minute, .second: seconds = Int64((count * Double(unit.seconds)).rounded())
        }
    }

    init(months: Int = 0, days: Int = 0, seconds: Int64 = 0) {
        self.months = months
        self.days = days
        self.seconds = seconds
    }

    /// The moment this long from now (or before it, negated), as the draft's finding: a day
    /// when no unit finer than a day was named ("через 5 дней"), else a moment to the minute.
    var fromNow: Finding {
        if seconds == 0 {
            if months == 0 { return .day(.relative(days: days)) }
            if days == 0 { return .day(.relativeMonths(months)) }
            return .day(.shifted(.relative(days: 0), months: months, days: days))
        }
        if months == 0 { return .offset(seconds: Int64(days) * 86_400 + seconds) }
        return .calendarOffset(months: months, seconds: Int64(days) * 86_400 + seconds)
    }
}

/// What a connecting word does between parts; one word may do several things ("до" closes a
/// range and counts back from a day; "after" opens an open interval and shifts a day).
struct Connector: OptionSet, Sendable {
    let rawValue: UInt32
    /// "in 2 hours", "через 2 часа", "za 2 godziny", "within 2 days", "в течение двух дней", "+30 minutes".
    static let fromNow = Connector(rawValue: 1)
    /// "2 hours from now", "2 days later", "спустя", "później".
    static let later = Connector(rawValue: 2)
    /// "3 days ago", "назад", "temu".
    static let ago = Connector(rawValue: 4)
    /// "2 days after Friday", "через 2 дня после пятницы", "3 days from tomorrow".
    static let after = Connector(rawValue: 8)
    /// "2 days before Friday", "за 2 дня до пятницы".
    static let before = Connector(rawValue: 16)
    /// Opens a range: "from", "с", "od", "between".
    static let rangeFrom = Connector(rawValue: 32)
    /// Closes a range after its opener: "to", "until", "до", "по", "do", "and".
    static let rangeTo = Connector(rawValue: 64)
    /// Closes a range with no opener: "–", "-", "/", "to", "through".
    static let dash = Connector(rawValue: 128)
    /// Closes a range with no opener between two moments of one kind, and only there: "14.10 по
    /// 16.10", "14.10 do 16.10", "10:00 до 12:00" ("по 2 штуки" and "до 18:00" say other things).
    static let toTheSameKind = Connector(rawValue: 262144)
    /// An article before a day of the month: "to the 15 of July", "from the 13 to the 15 July".
    static let article = Connector(rawValue: 524288)
    /// Opens an interval with no end: "after 5", "не раньше 14:00", "not before Monday".
    static let openAfter = Connector(rawValue: 256)
    /// Joins two durations: "2 hours and 15 minutes".
    static let and = Connector(rawValue: 512)
    /// Before a year said after dates: "in 2020", "of 2015", ", 2015".
    static let inYear = Connector(rawValue: 1024)
    /// Between a day and the week it is of: "Sunday of last week", "niedziela z ostatniego tygodnia".
    static let of = Connector(rawValue: 2048)
    /// A hedge before a count: "in about an hour", "через примерно 2 часа", "za jakieś pół godziny".
    static let about = Connector(rawValue: 4096)
    /// How long something lasts, before its length: "for 2 hours", "на 2 часа", "na 2 godziny".
    static let lasting = Connector(rawValue: 8192)
    /// A span that ends now, before its length: "the last 3 days", "за последние 3 дня",
    /// "przez ostatnie 3 dni".
    static let past = Connector(rawValue: 16384)
    /// Counts from the start of what follows: "two years since 2011", "2 weeks since the year 2011".
    static let since = Connector(rawValue: 32768)
    /// Hides the task until what follows: "wait until January", "не показывать до 1 марта",
    /// "nie pokazuj do 1 marca" (Taskwarrior's `wait`).
    static let waitUntil = Connector(rawValue: 65536)
    /// The units a period opens with, before their count: "the first 2 weeks of 2021", "первые 3
    /// дня месяца", "pierwsze 2 tygodnie roku" (the last ones are `past`'s words).
    static let firstOf = Connector(rawValue: 131072)
    /// Names the moment after it as the due: "deadline Friday", "срок — пятница", "termin: piątek"
    /// (`LexiconSource.fieldWords`).
    static let deadline = Connector(rawValue: 1_048_576)
}
