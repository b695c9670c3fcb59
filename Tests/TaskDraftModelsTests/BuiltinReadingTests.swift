import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// `add` reads its words once: the reading that checked for an impossible date is handed to
/// the built-in backend, which must use it only for exactly the words and context it was made
/// in (issue 11 §5).
@Suite struct BuiltinReadingTests {
    let words = "Submit the weekly report tomorrow at 15:00 #finance"

    func context(day: Int = 2, zone: Zone = DraftingFixtures.moscow, region: String = "RU",
                 skills: Skills = .none) -> DraftContext {
        let now = zone.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: day),
                                           time: LocalTime(hour: 10, minute: 0)))
        return DraftContext(now: now.instant, zone: zone, region: Region(region), skills: skills)
    }

    @Test func theSameWordsInTheSameContextAreNotReadAgain() throws {
        let reading = BuiltinReading(words, context: context())
        let analysis = try #require(reading.analysis(of: words, in: context()))
        #expect(analysis.draft == BuiltinParser().parse(words, context: context().readingContext))
    }

    @Test func anythingElseTheReadingDependsOnIsAMiss() {
        let reading = BuiltinReading(words, context: context())
        #expect(reading.analysis(of: words + " !high", in: context()) == nil)
        #expect(reading.analysis(of: words, in: context(day: 3)) == nil)
        #expect(reading.analysis(of: words, in: context(zone: .utc)) == nil)
        #expect(reading.analysis(of: words, in: context(region: "US")) == nil)
        #expect(reading.analysis(of: words, in: context(skills: Skills(keepNames: ["Q4"]))) == nil)
        // Same (empty) lexicon, other hours: the Skills still differ.
        #expect(reading.analysis(of: words, in: context(skills: Skills(hours: ["afternoon": LocalTime(hour: 16, minute: 0)]))) == nil)
    }

    @Test func everyFieldOfSkillsIsCompared() {
        // `Skills.readsAlike` lists the fields; a new one must join it, or a reading could be stale.
        #expect(Mirror(reflecting: Skills.none).children.count == 9)
    }

    @Test func theBuiltinModelDraftsTheRequestsWordsNotAStaleReading() throws {
        let model = BuiltinModel()
        let reading = BuiltinReading(words, context: context())
        var request = DraftRequest(text: "Call Anna on Friday", context: context())
        request.reading = reading
        #expect(try model.draft(request) == BuiltinParser().parse("Call Anna on Friday", context: context().readingContext))
        request = DraftRequest(text: words, context: context(day: 5))
        request.reading = reading
        let later = try model.draft(request)
        #expect(later == BuiltinParser().parse(words, context: context(day: 5).readingContext))
        #expect(later != reading.analysis.draft)
        request.context = context()
        #expect(try model.draft(request) == reading.analysis.draft)
    }
}
