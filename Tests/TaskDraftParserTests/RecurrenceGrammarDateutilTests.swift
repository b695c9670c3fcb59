import RecurrenceSamples
import Testing
import TestPeers
import TaskDraftKit
@testable import TaskDraftParser

/// Every rule the grammar reads, walked from many days against python-dateutil's `rrule`: each
/// phrase of every class in `RecurrenceGrammarTests.phrases` (English, Russian, Polish), read
/// on a seeded random day as today, gives a first due (the rule's first day from today, as a
/// new task gets it) and then, completion after completion, the same days dateutil gives with
/// that due as DTSTART — COUNT counted from it, UNTIL as read from the words on that day.
@Suite struct RecurrenceGrammarDateutilTests {
    @Test(.enabled(if: try Peer.dateutil.installed())) func nextOccurrencesAreDateutils() throws {
        var rng = SplitMix(state: 282)
        var batch: [Dateutil.Series] = []
        var phrases: [String] = []
        var unread: [String] = []
        for (phrase, _) in RecurrenceGrammarTests.phrases {
            for _ in 0..<12 {
                let today = RandomRules.start(using: &rng)
                guard let rule = RecurrenceGrammar.rule(of: phrase, today: today) else {
                    unread.append("\(phrase) on \(today)")
                    continue
                }
                // A series whose UNTIL is already past from this day has no first due.
                guard let first = rule.firstDate(onOrAfter: today) else { continue }
                batch.append(Dateutil.Series(rule: rule, start: first, horizon: first.adding(days: RandomRules.horizon(rule)), limit: 25))
                phrases.append("\(phrase) (\(rule.rrule)) from \(first), read on \(today)")
            }
        }
        #expect(unread.isEmpty, "\(unread)")
        let expected = try Dateutil.occurrences(batch)
        try #require(expected.count == batch.count)
        var compared = 0, series = 0
        for ((item, phrase), expected) in zip(zip(batch, phrases), expected) {
            let found = item.rule.series(from: item.start, through: item.horizon, limit: item.limit)
            #expect(found.map(\.description) == expected, "\(phrase)")
            compared += expected.count
            if expected.count > 1 { series += 1 }
        }
        // Most phrases make long series: a bound that fails if the batch stopped being walked.
        #expect(series > batch.count * 9 / 10 && compared > batch.count * 10, "\(series) series, \(compared) days")
    }
}
