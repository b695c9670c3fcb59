import TaskDraftKit

/// What the value of a date attribute or option names, read one way wherever it is typed: in
/// a new task's words (`due:fri+2d` to `add`, through `BuiltinParser.attribute`), to `modify`
/// (`scheduled:tomorrow`), to `edit` (`--wait "next monday"`) and in a filter
/// (`due.before:2026-12-15`). ISO 8601 first, then Taskwarrior's date maths (`fri+2d`, `eom-1d`,
/// `2d`: `DueArithmetic`), then the sentence's grammar (`_` for a space: `due:next_friday`), then
/// Taskwarrior's other named dates (`sow`, `eoww`: `TaskwarriorNamedDate`).
public enum DateValue: Equatable, Sendable {
    case due(Due)
    /// Meant as a date, and none (`2026-02-30`, `99999-01-01`, `fri+2zz`, a sum past 2999,
    /// "31 February"), as written: never read as another date nearby.
    case notInCalendar(String)
    /// Words that name no date (`xyz`, `soonish`).
    case noDate

    /// `value` as of `now` in `zone`; `context` is made only when the value is words, so dates
    /// in digits and Taskwarrior's maths do not load the Skills.
    public static func read(_ value: String, now: Instant, zone: Zone, context: () -> ReadingContext) -> DateValue {
        if let parsed = ISO8601.parse(value) {
            switch parsed {
            case .date(let date): return .due(.date(date))
            case .dateTime(let local, let offset?): return .due(.dateTime(ZonedDateTime(local: local, offset: offset)))
            case .dateTime(let local, nil): return .due(.dateTime(zone.zoned(local)))
            }
        }
        if let sum = DueArithmetic.read(value) {
            var base: Due?
            if let named = sum.base {
                guard case .due(let due) = read(named, now: now, zone: zone, context: context) else { return .notInCalendar(value) }
                base = due
            }
            let due = sum.applied(to: base, now: now, zone: zone)
            return SupportedDates.contains(due) ? .due(due) : .notInCalendar(value)
        }
        // `2026-02-29`, `99999-01-01`: meant as a date, and none; `fri+2zz`, `fri+99999999d`: a
        // sum not understood is refused, never read without its offset.
        if isDateShaped(value) || DueArithmetic.endsInDuration(value) { return .notInCalendar(value) }
        let analysis = BuiltinParser().analyze(value.replacingOccurrences(of: "_", with: " "), context: context())
        if let due = analysis.draft.due { return .due(due) }
        if let named = TaskwarriorNamedDate.due(value, today: zone.date(of: now)) {
            return SupportedDates.contains(named) ? .due(named) : .notInCalendar(value)
        }
        return analysis.impossibleDate.map { .notInCalendar($0) } ?? .noDate
    }

    /// Digits, a dash, digits, a dash, digits at the start: what ISO 8601 would have read.
    static func isDateShaped(_ value: String) -> Bool {
        var groups = 0, digits = 0
        for byte in value.utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                digits += 1
            } else if byte == 0x2D && digits > 0 && groups < 2 {
                groups += 1
                digits = 0
            } else {
                break
            }
        }
        return groups == 2 && digits > 0
    }
}
