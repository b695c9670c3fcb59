import TaskDraftKit

/// Taskwarrior's date maths in a due or filter value: a date and a signed duration
/// (`fri+2d`, `eom-1d`, `tomorrow+3h`), or a duration alone from now (`2d`, `3h`). Units as
/// Taskwarrior writes them: s, min, h, d, w, mo, q, y (and their longer names).
///
/// In the parser, so that `due:fri+2d` means the same in a sentence (`BuiltinParser.attribute`)
/// as in `modify` and filters (`DueWords`).
package struct DueArithmetic: Equatable {
    package enum Unit: Equatable {
        case seconds, days, months
    }

    /// The date the duration is added to, as typed; nil for a duration alone.
    package let base: String?
    package let amount: Int
    package let unit: Unit

    /// `text` as a date and a duration, or nil when it has no duration at its end.
    package static func read(_ text: String) -> DueArithmetic? {
        let scalars = Array(text.lowercased().unicodeScalars)
        guard let sign = scalars.lastIndex(where: { $0 == "+" || $0 == "-" }) else {
            return duration(scalars[...]).map { DueArithmetic(base: nil, amount: $0.0, unit: $0.1) }
        }
        guard let (amount, unit) = duration(scalars[(sign + 1)...]) else { return nil }
        let base = String(String.UnicodeScalarView(scalars[..<sign])).trimmingWhitespace()
        return DueArithmetic(base: base.isEmpty ? nil : base, amount: scalars[sign] == "-" ? -amount : amount, unit: unit)
    }

    /// Whether `text` ends in what is meant as a duration (`+2zz`: a sign, digits, letters),
    /// understood or not: one not understood is refused rather than dropped.
    package static func endsInDuration(_ text: String) -> Bool {
        let scalars = Array(text.lowercased().unicodeScalars)
        guard let sign = scalars.lastIndex(where: { $0 == "+" || $0 == "-" }), sign + 1 < scalars.count else { return false }
        let tail = scalars[(sign + 1)...]
        let digits = tail.prefix { $0.value >= 0x30 && $0.value <= 0x39 }
        let letters = tail.dropFirst(digits.count)
        return !digits.isEmpty && !letters.isEmpty && letters.allSatisfy { $0.properties.isAlphabetic }
    }

    /// `2d`, `30min`, `1w`: digits then a unit, nothing else.
    private static func duration(_ scalars: ArraySlice<Unicode.Scalar>) -> (Int, Unit)? {
        let digits = scalars.prefix { $0.value >= 0x30 && $0.value <= 0x39 }
        guard !digits.isEmpty, digits.count <= 6, let count = Int(String(String.UnicodeScalarView(digits))),
              let (unit, scale) = units[String(String.UnicodeScalarView(scalars.dropFirst(digits.count)))] else { return nil }
        return (count * scale, unit)
    }

    /// `base` (today for days and months, now for times when there is none) moved by the
    /// duration: days and months keep a time of day; seconds move the moment.
    package func applied(to base: Due?, now: Instant, zone: Zone) -> Due {
        let start = base ?? (unit == .seconds ? .dateTime(zone.zoned(now)) : .date(zone.date(of: now)))
        switch (start, unit) {
        case (.date(let date), .days): return .date(date.adding(days: amount))
        case (.date(let date), .months): return .date(date.adding(months: amount))
        case (.date(let date), .seconds):
            return .dateTime(zone.zoned(zone.instant(of: LocalDateTime(date: date, time: .midnight)).adding(seconds: Int64(amount))))
        case (.dateTime(let zoned), .days):
            return .dateTime(zone.zoned(LocalDateTime(date: zoned.local.date.adding(days: amount), time: zoned.local.time)))
        case (.dateTime(let zoned), .months):
            return .dateTime(zone.zoned(LocalDateTime(date: zoned.local.date.adding(months: amount), time: zoned.local.time)))
        case (.dateTime(let zoned), .seconds):
            return .dateTime(zone.zoned(zoned.instant.adding(seconds: Int64(amount))))
        }
    }

    static let units: [String: (Unit, Int)] = {
        var table: [String: (Unit, Int)] = [:]
        for (names, unit, scale) in [
            (["s", "sec", "secs", "second", "seconds"], Unit.seconds, 1), (["min", "mins", "minute", "minutes"], .seconds, 60),
            (["h", "hr", "hrs", "hour", "hours"], .seconds, 3600), (["d", "day", "days"], .days, 1),
            (["w", "wk", "wks", "week", "weeks"], .days, 7), (["mo", "mos", "month", "months"], .months, 1),
            (["q", "quarter", "quarters"], .months, 3), (["y", "yr", "yrs", "year", "years"], .months, 12),
        ] {
            for name in names { table[name] = (unit, scale) }
        }
        return table
    }()
}
