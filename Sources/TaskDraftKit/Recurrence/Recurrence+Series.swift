/// The occurrences of a series: the one place TaskDraft computes them — the first due of a new
/// repeating task (the parser), the next occurrence when one is completed (`done`, an edit to
/// done, a completion pulled by a sync), and a due a phone moved on (a sync).
///
/// A series starts at its first occurrence (RFC 5545's DTSTART), which always counts as one,
/// then follows the rule's pattern (`RecurrencePattern`) until COUNT occurrences or UNTIL. A
/// task is one occurrence, and its rule describes the series from its own due on: completing
/// it makes the next with COUNT one less (as Tasks.org writes it back over CalDAV), so COUNT
/// counts from the series' start however many devices completed its occurrences. Times of day
/// come from the due: each occurrence keeps the wall-clock time in the task's zone across DST
/// changes (a time a change skips moves forward, as `Zone` places it).
extension Recurrence {
    /// The occurrence after `date` of the series starting at `start`, or nil when the series
    /// has ended (COUNT reached, UNTIL passed, the calendar's year 9999 passed) or the pattern
    /// gives no further day. `time` and `zone` place an occurrence for a date-time UNTIL.
    public func occurrence(after date: CivilDate, seriesStart start: CivilDate, time: LocalTime? = nil,
                           zone: Zone = .utc) -> CivilDate? {
        let pattern = RecurrencePattern(self, anchor: start)
        let target = date.dayNumber
        var found: Int?
        if target < start.dayNumber {
            found = start.dayNumber
        } else if let count {
            // Count from the start: the start is the first occurrence.
            var seen = 1, current = start.dayNumber
            while seen < count, let next = pattern.firstDay(after: current) {
                seen += 1
                if next > target {
                    found = next
                    break
                }
                current = next
            }
        } else {
            found = pattern.firstDay(after: target)
        }
        guard let found else { return nil }
        let occurrence = CivilDate(dayNumber: found)
        return isWithinUntil(occurrence, time: time, zone: zone) ? occurrence : nil
    }

    /// What completing the occurrence due `due` leads to: the next occurrence's due (the same
    /// time of day in `zone`) and the rule it carries (COUNT one less); nil when the series ends
    /// there.
    public func next(after due: Due, in zone: Zone) -> (due: Due, rule: Recurrence)? {
        var rule = self
        if let count {
            guard count > 1 else { return nil }
            rule.end = .count(count - 1)
        }
        let date = due.calendarDate
        guard let next = occurrence(after: date, seriesStart: date, time: due.time, zone: zone) else { return nil }
        return (due.moved(to: next, in: zone), rule)
    }

    /// The first day on or after `date` a series of this rule can start on: "every other
    /// Tuesday" said on a Wednesday starts next Tuesday (INTERVAL counts from there). Nil when
    /// UNTIL has passed or no such day is left.
    public func firstDate(onOrAfter date: CivilDate) -> CivilDate? {
        let day = RecurrencePattern(self, anchor: date, interval: 1).firstDay(after: date.dayNumber - 1)
        return day.map { CivilDate(dayNumber: $0) }.flatMap(beforeUntilDay)
    }

    /// The pattern's next day after `date` for a series starting at `date` (COUNT not
    /// counted, UNTIL by its day): where a new series' first due goes when its first day's
    /// time has already passed.
    public func nextDate(after date: CivilDate) -> CivilDate? {
        RecurrencePattern(self, anchor: date).firstDay(after: date.dayNumber).map { CivilDate(dayNumber: $0) }.flatMap(beforeUntilDay)
    }

    /// `date`, unless it is after UNTIL's day.
    private func beforeUntilDay(_ date: CivilDate) -> CivilDate? {
        guard let until else { return date }
        return date <= until.lastDay(in: .utc) ? date : nil
    }

    /// Whether an occurrence on `date` at `time` (its start of day without one) is on or
    /// before UNTIL, in `zone` for a UTC one.
    func isWithinUntil(_ date: CivilDate, time: LocalTime?, zone: Zone) -> Bool {
        guard let until else { return true }
        let local = LocalDateTime(date: date, time: time ?? .midnight)
        switch until {
        case .date(let last): return date <= last
        case .floating(let last): return local <= last
        case .utc(let last): return zone.instant(of: local).seconds <= last.wallSeconds
        }
    }
}
