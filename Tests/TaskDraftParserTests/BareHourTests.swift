import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// A bare hour ("в 3", "at 9") is read as one of two clock times; the draft's warning names the
/// reading and the due must be that reading, whatever the time of day (issue 14: at 16:00
/// "Созвон в 3" warned "read as 03:00" and was due at 15:00 tomorrow).
@Suite struct BareHourTests {
    let parser = BuiltinParser()

    func context(at hour: Int) -> ReadingContext {
        let now = ParserFixtures.moscow.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 2),
                                                               time: LocalTime(hour: hour, minute: 0)))
        return ParserFixtures.context(now: now.instant)
    }

    @Test func aCallAtThreeAfterFourIsDueTomorrowAtTheHourItSays() {
        let draft = parser.parse("Созвон в 3", context: context(at: 16))
        #expect(draft.due?.description == "2026-12-03T15:00:00+03:00")
        #expect(draft.warnings.map(\.english) == ["\"3\" read as 15:00", "15:00 has passed today; due tomorrow"])
    }

    @Test func aCallAtThreeBeforeThreeIsDueToday() {
        let draft = parser.parse("Созвон в 3", context: context(at: 10))
        #expect(draft.due?.description == "2026-12-02T15:00:00+03:00")
        #expect(draft.warnings.map(\.english) == ["\"3\" read as 15:00"])
    }

    @Test(arguments: 1...11)
    func theReadingTheWarningNamesIsTheDue(hour: Int) {
        for now in 0..<24 {
            for words in ["Созвон в \(hour)", "Call at \(hour)"] {
                let draft = parser.parse(words, context: context(at: now))
                guard case .dateTime(let due)? = draft.due else {
                    Issue.record("\(words) at \(now):00 has no timed due")
                    continue
                }
                let readings = draft.warnings.map(\.english).filter { $0.hasPrefix("\"\(hour)\" read as ") }
                #expect(readings == ["\"\(hour)\" read as \(due.local.time.hourMinute)"], "\(words) at \(now):00: \(draft.warnings)")
                // Due is never in the past, and "has passed today" is said only of a time that has.
                #expect(due.instant > context(at: now).now, "\(words) at \(now):00")
                if draft.warnings.contains(where: { $0.english.hasSuffix("has passed today; due tomorrow") }) {
                    #expect(due.local.time.hour <= now, "\(words) at \(now):00: \(draft.warnings)")
                }
            }
        }
    }
}
