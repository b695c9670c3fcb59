import TaskDraftKit
import TaskDraftParser
import TaskDraftModels

/// The moment, zone and region the parser's tests read in, as a session would hand them to
/// the parser: a `DraftContext` made into the parser's `ReadingContext`.
enum ParserFixtures {
    static let moscow = Zone.named("Europe/Moscow")!
    /// 2026-12-02 10:00 in Moscow, a Wednesday.
    static let now = Instant(seconds: 1_796_194_800)

    static func draftContext(skills: Skills = .none, region: String = "RU", now: Instant = now) -> DraftContext {
        DraftContext(now: now, zone: moscow, region: Region(region), skills: skills)
    }

    static func context(skills: Skills = .none, region: String = "RU", now: Instant = now) -> ReadingContext {
        draftContext(skills: skills, region: region, now: now).readingContext
    }
}
