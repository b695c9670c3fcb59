import RecurrenceSamples
import Testing
import TestPeers
@testable import TaskDraftKit

/// The occurrences of random rules of every shape against python-dateutil's `rrule` (Debian's
/// python3-dateutil, run as a process): the same days from any start, COUNT counted from the
/// first occurrence, UNTIL as a date, a floating date-time and a UTC one.
///
/// Two differences are left out on purpose, both where dateutil departs from RFC 5545:
/// - it reads a BYDAY list mixing plain weekdays and ordinals (`MO,1TU`) as both at once (no
///   day is a Monday and the first Tuesday), where RFC 5545 and TaskDraft take either; the
///   generator does not mix them here;
/// - in a WEEKLY rule with BYSETPOS it counts positions in the first week from DTSTART, not
///   from the week's start ("a set of recurrence instances starts at the beginning of the
///   interval", §3.3.10): `FREQ=WEEKLY;BYDAY=TU,TH;BYSETPOS=1` from a Wednesday gives that
///   Thursday in dateutil and nothing in that week in TaskDraft. Those rules start here on
///   the first day of a week (WKST), where the two agree.
@Suite struct RecurrenceDateutilTests {
    @Test(.enabled(if: try Peer.dateutil.installed())) func occurrencesAreDateutils() throws {
        var rng = SplitMix(state: 5545)
        var cases: [(rule: Recurrence, start: CivilDate, horizon: CivilDate)] = []
        while cases.count < 700 {
            let rule = RandomRules.rule(using: &rng, mixedDays: false)
            var start = RandomRules.start(using: &rng)
            if rule.frequency == .weekly && !rule.bySetPos.isEmpty {
                while start.weekday != rule.weekStart { start = start.adding(days: -1) }
            }
            let horizon = start.adding(days: RandomRules.horizon(rule))
            // dateutil searches to year 9999 for a pattern with no day; give it none.
            var endless = rule
            endless.end = nil
            guard ReferenceRecurrence(rule: endless, start: start).occurrences(through: horizon).count > 1 else { continue }
            cases.append((rule, start, horizon))
        }
        let expected = try Dateutil.occurrences(cases.map { Dateutil.Series(rule: $0.rule, start: $0.start, horizon: $0.horizon, limit: 30) })
        try #require(expected.count == cases.count)
        var compared = 0
        for (c, expected) in zip(cases, expected) {
            // The pattern's first day from any start, then the series from there.
            let first = RecurrencePattern(c.rule, anchor: c.start).firstDay(after: c.start.dayNumber - 1).map { CivilDate(dayNumber: $0) }
            var found: [CivilDate] = []
            if let first, c.rule.isWithinUntil(first, time: nil, zone: .utc) {
                found = c.rule.series(from: first, through: c.horizon, limit: 30)
            }
            #expect(found.map(\.description) == expected, "\(c.rule.rrule) from \(c.start)")
            compared += expected.count
        }
        #expect(compared > 5000)
    }
}
