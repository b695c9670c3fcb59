import RecurrenceSamples
import Testing
@testable import TaskDraftKit

/// The next occurrence as a property: for thousands of random rules of every shape and starts
/// at month ends and leap days, the series found one next occurrence at a time — and the one
/// completing tasks makes, COUNT counting down — is the plain day-by-day reference's.
@Suite struct RecurrencePropertyTests {
    @Test func nextOccurrenceIsTheReferencesSeries() {
        var rng = SplitMix(state: 2026)
        var compared = 0, nonTrivial = 0
        for _ in 0..<1500 {
            let rule = RandomRules.rule(using: &rng)
            let start = RandomRules.start(using: &rng)
            let horizon = start.adding(days: RandomRules.horizon(rule))
            let time = LocalTime(hour: 9, minute: 30)
            let zone = Zone.named("Europe/Berlin")!
            let expected = Array(ReferenceRecurrence(rule: rule, start: start).occurrences(through: horizon, time: time, zone: zone).prefix(25))
            var found = [start]
            while found.count < 25, let next = rule.occurrence(after: found.last!, seriesStart: start, time: time, zone: zone), next <= horizon {
                found.append(next)
            }
            // The first day is the series' start even past UNTIL; the reference drops it then.
            let reference = rule.isWithinUntil(start, time: time, zone: zone) ? expected : [start] + expected
            #expect(found == reference, "\(rule.rrule) from \(start)")

            // Completing each occurrence in turn: the same days, COUNT counted down.
            var due = Due.dateTime(zone.zoned(LocalDateTime(date: start, time: time)))
            var carried = rule
            var completed = [start]
            while completed.count < found.count, let (next, rest) = carried.next(after: due, in: zone) {
                (due, carried) = (next, rest)
                completed.append(due.calendarDate)
            }
            #expect(completed == found, "\(rule.rrule) from \(start), completed one by one")
            compared += found.count
            if found.count > 2 { nonTrivial += 1 }
        }
        // The generator must reach series long enough to say something.
        #expect(compared > 8000 && nonTrivial > 700)
    }

    /// A rule's pattern from any day (not only its own): the first day a series can start on
    /// is the reference's first day with INTERVAL counted from it.
    @Test func firstDateIsTheReferencesFirstDay() {
        var rng = SplitMix(state: 11)
        for _ in 0..<800 {
            var rule = RandomRules.rule(using: &rng, ends: false)
            let from = RandomRules.start(using: &rng)
            let first = rule.firstDate(onOrAfter: from)
            rule.interval = 1
            let reference = ReferenceRecurrence(rule: rule, start: from)
            let horizon = from.adding(days: RandomRules.horizon(rule))
            let expected = reference.passes(from) && reference.chosen(inPeriodOf: from).contains(from)
                ? from : reference.occurrences(through: horizon).dropFirst().first
            if let expected { #expect(first == expected, "\(rule.rrule) from \(from)") } else { #expect(first == nil || first! > horizon) }
        }
    }
}
