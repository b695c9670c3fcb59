import RecurrenceSamples
import Testing
import TestPeers
import TaskDraftKit
import TaskDraftParser
@testable import TaskDraftCLI

/// Both ways: the words TaskDraft shows for a rule (the card, `show`, the `e` prompt's answer to
/// keep or change) read back through the grammar, in English, Russian and Polish, for random
/// rules of every shape said in words; the rule read repeats on the days python-dateutil's
/// `rrule` gives for the rule shown (the same rule, or one written otherwise: "the last Friday"
/// is BYDAY=-1FR for BYDAY=FR;BYSETPOS=-1), and TaskDraft's next occurrences, one completion
/// after another, are those days.
@Suite struct RecurrenceWordsRoundTripTests {
    static let today = CivilDate(year: 2026, month: 12, day: 2)

    @Test func theWordsShownReadBackAsTheRule() {
        var rng = SplitMix(state: 2028)
        var said = 0
        for _ in 0..<3000 {
            let rule = RandomRules.rule(using: &rng, mixedDays: false)
            for language in Language.allCases {
                let words = RecurrenceText.words(rule, language: language)
                guard words != rule.rrule else { continue }
                said += 1
                let read = RecurrenceGrammar.rule(of: words, today: Self.today)
                #expect(read != nil, "\(rule.rrule) → \(words) → nothing")
            }
        }
        #expect(said > 1500, "\(said)")
    }

    @Test(.enabled(if: try Peer.dateutil.installed())) func theRuleReadRepeatsAsDateutilSays() throws {
        var rng = SplitMix(state: 552_028)
        var shown: [(rule: Recurrence, read: Recurrence, words: String)] = []
        var starts: [Dateutil.Series] = []
        while shown.count < 600 {
            let rule = RandomRules.rule(using: &rng, mixedDays: false)
            // dateutil counts a weekly BYSETPOS from DTSTART, not from the week's start
            // (RecurrenceDateutilTests starts those on the week's first day; here a series
            // starts on one of its days).
            guard !(rule.frequency == .weekly && !rule.bySetPos.isEmpty) else { continue }
            let language = Language.allCases.randomElement(using: &rng)!
            let words = RecurrenceText.words(rule, language: language)
            guard words != rule.rrule, let read = RecurrenceGrammar.rule(of: words, today: Self.today) else { continue }
            let start = RandomRules.start(using: &rng)
            shown.append((rule, read, words))
            starts.append(Dateutil.Series(rule: rule, start: start, horizon: start.adding(days: RandomRules.horizon(rule)), limit: 1))
        }
        // A task's series starts on one of its days: the rule's first from a random day, by dateutil.
        let firsts = try Dateutil.occurrences(starts)
        try #require(firsts.count == shown.count)
        var batch: [Dateutil.Series] = []
        var compared: [Int] = []
        for (index, first) in firsts.enumerated() {
            guard let day = first.first.flatMap(CivilDate.init(iso:)) else { continue }
            let horizon = day.adding(days: RandomRules.horizon(shown[index].rule))
            batch.append(Dateutil.Series(rule: shown[index].rule, start: day, horizon: horizon, limit: 25))
            batch.append(Dateutil.Series(rule: shown[index].read, start: day, horizon: horizon, limit: 25))
            compared.append(index)
        }
        let days = try Dateutil.occurrences(batch)
        try #require(days.count == batch.count)
        var walked = 0
        for (n, index) in compared.enumerated() {
            let (rule, read, words) = shown[index]
            let (ofRule, ofRead) = (days[2 * n], days[2 * n + 1])
            let said = "\(rule.rrule) → \(words) → \(read.rrule) from \(batch[2 * n].start)"
            #expect(ofRead == ofRule, "\(said)")
            // One completion after another, from the first day.
            let series = batch[2 * n + 1]
            #expect(read.series(from: series.start, through: series.horizon, limit: series.limit).map(\.description) == ofRead, "\(said)")
            walked += ofRead.count
        }
        #expect(compared.count > 500 && walked > 500 * 5, "\(compared.count) series, \(walked) days")
    }
}
