import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// A full date that no calendar has is never read as another date: the draft keeps the
/// words in its title, warns, and has no due.
@Suite struct ImpossibleDateTests {
    let context = ParserFixtures.context(region: "US")

    @Test(arguments: ["pay rent due:99999-01-01", "pay rent due:0000-01-01", "pay rent on 2026-02-29",
                      "pay rent due:2026-02-29", "pay rent due:2026-13-01", "pay rent on 2027-02-29 at 10:00",
                      "pay rent due:2026-02-29T10:00", "pay rent on 31/04/2026", "pay rent on 29.02.2026",
                      "pay rent on 0000-01-01", "pay rent on 99999-01-01"])
    func anImpossibleDateWarnsAndSetsNoDue(_ text: String) {
        let analysis = BuiltinParser().analyze(text, context: context)
        #expect(analysis.draft.due == nil, "\(text) → \(String(describing: analysis.draft.due))")
        #expect(analysis.impossibleDate != nil)
        #expect(analysis.draft.warnings.contains { $0.english.contains("is not a date in the calendar") }, "\(analysis.draft.warnings)")
        #expect(analysis.draft.title.hasPrefix("Pay rent"))
    }

    @Test func realDatesAroundThemStillRead() {
        for (text, date) in [("pay rent on 2028-02-29", CivilDate(year: 2028, month: 2, day: 29)),
                             ("pay rent due:2026-12-31", CivilDate(year: 2026, month: 12, day: 31)),
                             ("pay rent on 30/04/2027", CivilDate(year: 2027, month: 4, day: 30))] {
            let analysis = BuiltinParser().analyze(text, context: context)
            #expect(analysis.draft.due == .date(date), "\(text)")
            #expect(analysis.impossibleDate == nil && analysis.draft.warnings.isEmpty, "\(text): \(analysis.draft.warnings)")
        }
        // Not a date at all: a part number stays a part number.
        #expect(BuiltinParser().analyze("order part 1234-5678-90", context: context).impossibleDate == nil)
    }
}
