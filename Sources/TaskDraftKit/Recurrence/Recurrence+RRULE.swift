/// The RRULE text codec (RFC 5545 §3.3.10): reads a value from anyone (a person, an agent, an
/// import, a CalDAV server) and writes the canonical one. Reading never traps: every number
/// is range-checked before it is used, every list is bounded by removing repeats.
extension Recurrence {
    /// Reads an RRULE value, with or without `RRULE:`; names, values and weekdays in any case.
    /// Refuses, naming the part, what RFC 5545 does not allow and what this type does not hold.
    public init(rrule text: String) throws(RecurrenceError) {
        var body = Substring(text.trimmingWhitespace())
        if body.prefix(6).uppercased() == "RRULE:" { body = body.dropFirst(6) }
        var parts = Parts()
        var seen: Set<String> = []
        for part in body.split(separator: ";") {
            guard let equals = part.firstIndex(of: "=") else { throw .malformed(String(part)) }
            let name = part[..<equals].uppercased(), value = part[part.index(after: equals)...].uppercased()
            let whole = name + "=" + value
            guard !value.isEmpty else { throw .malformed(whole) }
            guard seen.insert(name).inserted else { throw .repeated(name) }
            try parts.read(name: name, value: value, whole: whole)
        }
        guard let frequency = parts.frequency else { throw .missingFrequency }
        try parts.check(frequency)
        self.init(frequency: frequency, interval: parts.interval ?? 1, byMonth: parts.byMonth, byMonthDay: parts.byMonthDay,
                  byDay: parts.byDay, bySetPos: parts.bySetPos, end: parts.end, weekStart: parts.weekStart ?? .monday)
    }

    /// The canonical RRULE value: parts in a fixed order, lists sorted without repeats,
    /// INTERVAL=1 and WKST=MO (the defaults) left out.
    public var rrule: String {
        var parts = ["FREQ=" + frequency.rawValue]
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        if !byMonth.isEmpty { parts.append("BYMONTH=" + byMonth.map(String.init).joined(separator: ",")) }
        if !byMonthDay.isEmpty { parts.append("BYMONTHDAY=" + byMonthDay.map(String.init).joined(separator: ",")) }
        if !byDay.isEmpty { parts.append("BYDAY=" + byDay.map(\.description).joined(separator: ",")) }
        if !bySetPos.isEmpty { parts.append("BYSETPOS=" + bySetPos.map(String.init).joined(separator: ",")) }
        if weekStart != .monday { parts.append("WKST=" + weekStart.rruleCode) }
        switch end {
        case .count(let n)?: parts.append("COUNT=\(n)")
        case .until(let until)?: parts.append("UNTIL=" + until.rruleText)
        case nil: break
        }
        return parts.joined(separator: ";")
    }

    /// The largest INTERVAL whose one step stays within the calendar's 9999 years.
    public static func maximumInterval(_ frequency: Frequency) -> Int {
        switch frequency {
        case .daily: return 3_652_058
        case .weekly: return 521_722
        case .monthly: return 119_987
        case .yearly: return 9_998
        }
    }
}

extension Recurrence.Until {
    /// `20271231`, `20271231T170000Z` or `20271231T170000`.
    public var rruleText: String {
        func basic(_ date: CivilDate) -> String { pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2) }
        func basic(_ local: LocalDateTime) -> String {
            basic(local.date) + "T" + pad(local.time.hour, 2) + pad(local.time.minute, 2) + pad(local.time.second, 2)
        }
        switch self {
        case .date(let date): return basic(date)
        case .utc(let local): return basic(local) + "Z"
        case .floating(let local): return basic(local)
        }
    }

    /// Reads `enddate`: `date` or `date-time` in RFC 5545's basic format.
    init?(rruleText text: String) {
        let u = Array(text.utf8)
        guard u.count == 8 || u.count == 15 || (u.count == 16 && u[15] == 0x5A),
              let y = digits(u, 0, 4), let m = digits(u, 4, 2), let d = digits(u, 6, 2),
              let date = CivilDate.validated(year: y, month: m, day: d) else { return nil }
        if u.count == 8 {
            self = .date(date)
            return
        }
        guard u[8] == 0x54, let h = digits(u, 9, 2), let mi = digits(u, 11, 2), let s = digits(u, 13, 2),
              let time = LocalTime.validated(hour: h, minute: mi, second: s) else { return nil }
        let local = LocalDateTime(date: date, time: time)
        self = u.count == 16 ? .utc(local) : .floating(local)
    }
}

/// An RRULE's parts as read, before they make a `Recurrence`.
private struct Parts {
    var frequency: Recurrence.Frequency?
    var interval: Int?
    var byMonth: [Int] = []
    var byMonthDay: [Int] = []
    var byDay: [Recurrence.Day] = []
    var bySetPos: [Int] = []
    var weekStart: Weekday?
    var count: Int?
    var until: Recurrence.Until?
    var untilText = "", countText = ""

    var end: Recurrence.End? { count.map { .count($0) } ?? until.map { .until($0) } }

    mutating func read(name: String, value: String, whole: String) throws(RecurrenceError) {
        switch name {
        case "FREQ":
            // SECONDLY, MINUTELY, HOURLY, and what RFC 5545 does not have.
            guard let frequency = Recurrence.Frequency(rawValue: value) else { throw .unsupported(whole) }
            self.frequency = frequency
        case "INTERVAL":
            interval = try Self.number(value, whole: whole, signed: false, in: 1...Int.max)
        case "COUNT":
            count = try Self.number(value, whole: whole, signed: false, in: 1...Int.max)
            countText = whole
        case "UNTIL":
            guard let until = Recurrence.Until(rruleText: value) else { throw .malformed(whole) }
            self.until = until
            untilText = whole
        case "BYMONTH":
            byMonth = try Self.list(value, name: name) { (item) throws(RecurrenceError) in
                try Self.number(item, whole: name + "=" + item, signed: false, in: 1...12)
            }
        case "BYMONTHDAY":
            byMonthDay = try Self.list(value, name: name) { (item) throws(RecurrenceError) in
                try Self.number(item, whole: name + "=" + item, signed: true, in: -31...31)
            }
        case "BYSETPOS":
            bySetPos = try Self.list(value, name: name) { (item) throws(RecurrenceError) in
                try Self.number(item, whole: name + "=" + item, signed: true, in: -366...366)
            }
        case "BYDAY":
            byDay = try Self.list(value, name: name) { (item) throws(RecurrenceError) in
                guard item.utf8.count >= 2, let weekday = Weekday(rruleCode: item.suffix(2)) else { throw .malformed(name + "=" + item) }
                let ordinal = item.dropLast(2)
                if ordinal.isEmpty { return Recurrence.Day(weekday: weekday) }
                return Recurrence.Day(weekday: weekday, ordinal: try Self.number(ordinal, whole: name + "=" + item, signed: true, in: -53...53))
            }
        case "WKST":
            guard let weekday = Weekday(rruleCode: value) else { throw .malformed(whole) }
            weekStart = weekday
        default:
            // BYSECOND, BYMINUTE, BYHOUR, BYWEEKNO, BYYEARDAY, RFC 7529's RSCALE and SKIP, and
            // names RFC 5545 does not have.
            throw .unsupported(name)
        }
    }

    /// What RFC 5545 forbids between parts, and an INTERVAL the calendar cannot step.
    func check(_ frequency: Recurrence.Frequency) throws(RecurrenceError) {
        let freq = "FREQ=" + frequency.rawValue
        if count != nil, until != nil { throw .conflicting(countText, untilText) }
        if frequency == .daily || frequency == .weekly, let day = byDay.first(where: { $0.ordinal != nil }) {
            throw .conflicting("BYDAY=\(day)", freq)
        }
        if frequency == .weekly, let day = byMonthDay.first { throw .conflicting("BYMONTHDAY=\(day)", freq) }
        if let position = bySetPos.first, byMonth.isEmpty, byMonthDay.isEmpty, byDay.isEmpty {
            throw .setPositionAlone("BYSETPOS=\(position)")
        }
        if let interval, interval > Recurrence.maximumInterval(frequency) { throw .outOfRange("INTERVAL=\(interval)") }
    }

    /// A comma-separated list; an empty item is malformed.
    static func list<T>(_ value: String, name: String, _ item: (String) throws(RecurrenceError) -> T) throws(RecurrenceError) -> [T] {
        var items: [T] = []
        for piece in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard !piece.isEmpty else { throw .malformed(name + "=" + value) }
            items.append(try item(String(piece)))
        }
        return items
    }

    /// Digits, with a sign where the grammar allows one; 0 is never a value.
    static func number(_ text: some StringProtocol, whole: String, signed: Bool, in range: ClosedRange<Int>) throws(RecurrenceError) -> Int {
        var body = Substring(text)
        var negative = false
        if signed, let sign = body.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        guard !body.isEmpty, body.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { throw .malformed(whole) }
        guard let magnitude = Int(body), magnitude != 0 else { throw .outOfRange(whole) }
        let value = negative ? -magnitude : magnitude
        guard range.contains(value) else { throw .outOfRange(whole) }
        return value
    }
}
