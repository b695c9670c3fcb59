import Testing
import TaskDraftKit
@testable import TaskDraftModels

/// Refinements in words: the fields they name override the draft's; the rest stay.
@Suite struct DraftRefinerTests {
    let context = DraftContext(now: Instant(seconds: 1_796_194_800), zone: Zone.named("Europe/Moscow")!,
                               region: Region("RU"), skills: .none)
    let refiner = DraftRefiner()
    var base: TaskDraft { BuiltinParser().parse("Submit the weekly report tomorrow at 15:00 #finance", context: context) }

    @Test func aNewDayKeepsTheTime() {
        let refined = refiner.refine(base, with: "make it friday", context: context)
        #expect(refined.due?.description == "2026-12-04T15:00:00+03:00")
        #expect(refined.title == "Submit the weekly report")
        #expect(refined.tags == ["finance"])
    }

    @Test func aNewTimeKeepsTheDay() {
        let refined = refiner.refine(base, with: "at 09:30", context: context)
        #expect(refined.due?.description == "2026-12-03T09:30:00+03:00")
    }

    @Test func priorityAndTagsAreAdded() {
        let refined = refiner.refine(base, with: "срочно #q4", context: context)
        #expect(refined.priority == .high)
        #expect(refined.tags == ["finance", "q4"])
        #expect(refined.due == base.due)
    }

    @Test func renameAndClearDeadline() {
        #expect(refiner.refine(base, with: "rename to Send the report", context: context).title == "Send the report")
        #expect(refiner.refine(base, with: "без срока", context: context).due == nil)
    }

    @Test func wordsThatNameNothingChangeNothing() {
        let refined = refiner.refine(base, with: "hmm, looks fine", context: context)
        #expect(refined.due == base.due && refined.priority == base.priority && refined.title == base.title)
    }
}
