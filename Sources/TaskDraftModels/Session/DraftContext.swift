import TaskDraftKit
import TaskDraftParser

/// The facts a draft is resolved against: the moment, the zone, the region, the Skills.
public struct DraftContext: Sendable {
    public var now: Instant
    public var zone: Zone
    public var region: Region
    public var skills: Skills

    public init(now: Instant, zone: Zone, region: Region, skills: Skills) {
        self.now = now
        self.zone = zone
        self.region = region
        self.skills = skills
    }

    /// Today in the session's zone.
    public var today: CivilDate { zone.date(of: now) }
    public var localNow: LocalDateTime { zone.local(now).0 }

    /// What the built-in parser reads words against in this context.
    public var readingContext: ReadingContext {
        ReadingContext(now: now, zone: zone, region: region.description, monthFirstDates: region.monthFirstDates,
                       vocabulary: skills.vocabulary)
    }
}
