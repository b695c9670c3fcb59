import TaskDraftKit

/// The facts the parser resolves words against: the moment, the zone, how the region writes
/// numeric dates, and the person's vocabulary. TaskDraftModels makes one from a session's
/// `DraftContext` (`DraftContext.readingContext`).
public struct ReadingContext: Sendable {
    public let now: Instant
    public let zone: Zone
    /// The region as warnings name it (`US`, `unknown`).
    public let region: String
    /// Whether numeric dates read month first (`12/15`), as in the US.
    public let monthFirstDates: Bool
    public let vocabulary: Vocabulary

    public init(now: Instant, zone: Zone, region: String, monthFirstDates: Bool, vocabulary: Vocabulary = .none) {
        self.now = now
        self.zone = zone
        self.region = region
        self.monthFirstDates = monthFirstDates
        self.vocabulary = vocabulary
    }

    /// Today in the zone.
    public var today: CivilDate { zone.date(of: now) }
    public var localNow: LocalDateTime { zone.local(now).0 }
}
