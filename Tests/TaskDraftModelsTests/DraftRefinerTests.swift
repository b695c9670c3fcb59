import Testing
import TaskDraftKit
@testable import TaskDraftModels
@testable import TaskDraftParser

/// Refinements in words: the fields they name override the draft's; the rest stay.
@Suite struct DraftRefinerTests {
    let context = DraftContext(now: Instant(seconds: 1_796_194_800), zone: Zone.named("Europe/Moscow")!,
                               region: Region("RU"), skills: .none)
    let refiner = DraftRefiner()
    var base: TaskDraft { BuiltinParser().parse("Submit the weekly report tomorrow at 15:00 #finance", context: context.readingContext) }

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

    /// Refining words past the title's limit: the draft keeps its own title and notes, and is
    /// not told its title was cut.
    @Test func longWordsLeaveTheTitleAndNotesAlone() {
        let words = "make it friday " + Array(repeating: "please", count: 40).joined(separator: " ")
        let refined = refiner.refine(base, with: words, context: context)
        #expect(refined.due?.description == "2026-12-04T15:00:00+03:00")
        #expect(refined.title == base.title && refined.notes == base.notes)
        #expect(!refined.warnings.contains(ParserWarning.titleCut(most: TaskDraft.maximumTitleLength)), "\(refined.warnings.map(\.english))")
    }

    @Test func wordsThatNameNothingChangeNothing() {
        let refined = refiner.refine(base, with: "hmm, looks fine", context: context)
        #expect(refined.due == base.due && refined.priority == base.priority && refined.title == base.title)
    }

    // Each refinement the confirm step promises (issue 12 §2), in English and in Russian.

    @Test(arguments: ["not urgent", "не срочно", "low priority", "низкий приоритет"])
    func priorityGoesDown(words: String) {
        let urgent = BuiltinParser().parse("Submit the report tomorrow at 15:00 !high", context: context.readingContext)
        #expect(refiner.refine(urgent, with: words, context: context).priority == .low)
    }

    @Test(arguments: ["tag it work", "add tag work", "tag work", "тег work", "добавь тег #work"])
    func aTagIsAdded(words: String) {
        let refined = refiner.refine(base, with: words, context: context)
        #expect(refined.tags == ["finance", "work"])
        #expect(refined.title == base.title && refined.due == base.due)
    }

    @Test(arguments: ["remove tag finance", "untag finance", "убери тег finance", "убери тег", "удали тег #finance"])
    func aTagIsRemoved(words: String) {
        let refined = refiner.refine(base, with: words, context: context)
        #expect(refined.tags == [])
        #expect(refined.title == base.title && refined.due == base.due)
    }

    @Test func removingOneOfSeveralTagsNeedsItsName() {
        let two = refiner.refine(base, with: "tag it work", context: context)
        #expect(refiner.refine(two, with: "убери тег", context: context).tags == ["finance", "work"])
        #expect(refiner.refine(two, with: "убери тег work", context: context).tags == ["finance"])
        #expect(refiner.refine(two, with: "убери теги", context: context).tags == [])
    }

    @Test func notesAreAddedUnderEachOtherAndCleared() {
        let once = refiner.refine(base, with: "add note: bring the contract", context: context)
        #expect(once.notes == "bring the contract")
        #expect(once.tags == base.tags && once.due == base.due && once.title == base.title)
        let twice = refiner.refine(once, with: "заметка: взять договор", context: context)
        #expect(twice.notes == "bring the contract\nвзять договор")
        // Words of the note are not read as fields ("договор" would otherwise imply a tag).
        #expect(twice.tags == base.tags)
        #expect(refiner.refine(twice, with: "без заметок", context: context).notes == nil)
    }

    @Test(arguments: [("call it Send the report", "Send the report"), ("назови отправить отчёт", "Отправить отчёт")])
    func renamed(words: String, title: String) {
        #expect(refiner.refine(base, with: words, context: context).title == title)
    }

    @Test(arguments: ["no deadline", "без срока"])
    func theDueDateIsCleared(words: String) {
        let refined = refiner.refine(base, with: words, context: context)
        #expect(refined.due == nil && refined.title == base.title)
    }

    @Test(arguments: ["at 5pm", "в 17:00"])
    func aTimeAloneKeepsTheDay(words: String) {
        let refined = refiner.refine(base, with: words, context: context)
        #expect(refined.due?.description == "2026-12-03T17:00:00+03:00")
        #expect(refined.warnings.isEmpty)
    }

    @Test(arguments: ["at 9am", "в 9:00"])
    func aTimeThatHasPassedTodayIsWarnedAbout(words: String) {
        // Now is 10:00; the draft is due today, so 09:00 today has passed.
        let today = BuiltinParser().parse("Call Anna today at 15:00", context: context.readingContext)
        let refined = refiner.refine(today, with: words, context: context)
        #expect(refined.due?.description == "2026-12-02T09:00:00+03:00")
        #expect(refined.warnings.map(\.english) == ["09:00 has passed today"])
    }

    @Test func theStaleTimeWarningGoesOnceTheDayMoves() {
        // "at 09:00" with no day moves to tomorrow and says so; "friday" then leaves no stale warning.
        let untimed = BuiltinParser().parse("Call Anna", context: context.readingContext)
        let early = refiner.refine(untimed, with: "at 09:00", context: context)
        #expect(early.due?.description == "2026-12-03T09:00:00+03:00")
        #expect(early.warnings.map(\.english) == ["09:00 has passed today; due tomorrow"])
        let friday = refiner.refine(early, with: "в пятницу", context: context)
        #expect(friday.due?.description == "2026-12-04T09:00:00+03:00")
        #expect(friday.warnings.isEmpty)
        // A draft due Thursday keeps its day with a new time, and no warning about today.
        #expect(refiner.refine(base, with: "at 09:00", context: context).warnings.isEmpty)
    }
}
