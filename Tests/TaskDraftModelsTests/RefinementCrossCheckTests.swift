import Foundation
import Testing
import TaskDraftKit
import TestPeers
@testable import TaskDraftModels

/// A refinement in words ("make it high priority", "сделай высокий приоритет") is drafted by the
/// session's backend as a first draft is, and a model's refined draft is held field by field to
/// the built-in refinement of the draft it changes, as a first draft is to the built-in reading:
/// what neither the draft held nor the words name is dropped with the first draft's warning.
@Suite struct RefinementCrossCheckTests {
    static let server = try! FaultServer()
    let context = DraftingFixtures.context()
    let zone = DraftingFixtures.moscow

    func due(_ text: String) -> Due {
        try! Due.from(due: text, dueDate: nil, zone: zone).get()!
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let base: String
        let words: String
        var testDescription: String { words }
    }

    /// The model makes the draft high priority, as the words ask, and puts a deadline on it that
    /// no words named: the priority stays, the deadline goes, said as a first draft's is.
    @Test(arguments: [
        Row(base: "Write the quarterly report", words: "make it high priority"),
        Row(base: "Написать квартальный отчёт", words: "сделай высокий приоритет"),
        Row(base: "Napisać raport kwartalny", words: "wysoki priorytet"),
    ])
    func aDeadlineTheRefinementDidNotNameIsDropped(row: Row) {
        let base = TaskDraft(title: row.base)
        let invented = due("2026-12-05T09:00:00+03:00")
        let answer = TaskDraft(title: row.base, due: invented, priority: .high, backend: "llama")
        let checked = DraftCrossCheck().check(refined: answer, of: base, words: row.words, context: context)
        #expect(checked.priority == .high)
        #expect(checked.due == nil)
        #expect(checked.warnings == [DraftWarning(CrossCheckWarning.inventedDeadline(invented))])
    }

    /// Must-not rows: what the draft already holds and what the words name stand; a model that
    /// moves the draft's own deadline without words for it is overruled, as a first draft's
    /// disagreement with the words is.
    @Test func whatTheDraftHoldsAndTheWordsNameStands() {
        let thursday = due("2026-12-03T15:00:00+03:00")
        let friday = due("2026-12-04T15:00:00+03:00")
        let base = TaskDraft(title: "Send the report", due: thursday, tags: ["finance"])
        let check = DraftCrossCheck()

        let kept = check.check(refined: TaskDraft(title: "Send the report", due: thursday, priority: .high, tags: ["finance"]),
                               of: base, words: "make it high priority", context: context)
        #expect(kept.due == thursday && kept.priority == .high && kept.tags == ["finance"] && kept.warnings.isEmpty)

        let moved = check.check(refined: TaskDraft(title: "Send the report", due: friday, tags: ["finance"]),
                                of: base, words: "make it friday", context: context)
        #expect(moved.due == friday && moved.warnings.isEmpty)

        let unasked = check.check(refined: TaskDraft(title: "Send the report", due: friday, priority: .high, tags: ["finance"]),
                                  of: base, words: "make it high priority", context: context)
        #expect(unasked.due == thursday && unasked.priority == .high)
        #expect(unasked.warnings == [DraftWarning(CrossCheckWarning.otherDeadline(proposed: friday, kept: thursday))])

        let noted = TaskDraft(title: "Send the report", notes: "bring the signed contract", due: thursday)
        let keptNotes = check.check(refined: TaskDraft(title: "Send the report", notes: "bring the signed contract", due: thursday,
                                                       priority: .high),
                                    of: noted, words: "make it high priority", context: context)
        #expect(keptNotes.notes == "bring the signed contract" && keptNotes.warnings.isEmpty)

        let renamed = check.check(refined: TaskDraft(title: "Send the budget", due: thursday, tags: ["finance", "budget"]),
                                  of: base, words: "rename to Send the budget", context: context)
        #expect(renamed.title == "Send the budget" && renamed.due == thursday)
        #expect(renamed.tags == ["finance"])
        #expect(renamed.warnings == [DraftWarning(CrossCheckWarning.inventedTags(["budget"]))])
    }

    /// A listed task's dated notes are not in a model's answer (nor in most first drafts): the
    /// refinement keeps the draft's, so committing "make it high priority" does not clear them,
    /// and a note the model dates and adds on its own is dropped with a warning, in a refinement
    /// as in a first draft. Must-not: the draft's notes given back as they were raise no warning.
    @Test(arguments: [
        Row(base: "Write the quarterly report", words: "make it high priority"),
        Row(base: "Написать квартальный отчёт", words: "сделай высокий приоритет"),
        Row(base: "Napisać raport kwartalny", words: "wysoki priorytet"),
    ])
    func theDraftsDatedNotesStandWhateverTheModelAnswers(row: Row) {
        let noted = Annotation(entry: Instant(seconds: 1_795_500_007), text: "the figures are in the shared folder")
        let invented = Annotation(entry: Instant(seconds: 1_795_600_000), text: "wire the money to account 12345")
        let base = TaskDraft(title: row.base, annotations: [noted])
        let check = DraftCrossCheck()

        let left = check.check(refined: TaskDraft(title: row.base, priority: .high), of: base, words: row.words, context: context)
        #expect(left.annotations == [noted] && left.priority == .high && left.warnings.isEmpty)

        let kept = check.check(refined: TaskDraft(title: row.base, priority: .high, annotations: [noted]), of: base,
                               words: row.words, context: context)
        #expect(kept.annotations == [noted] && kept.warnings.isEmpty)

        let added = check.check(refined: TaskDraft(title: row.base, priority: .high, annotations: [noted, invented]), of: base,
                                words: row.words, context: context)
        #expect(added.annotations == [noted])
        #expect(added.warnings == [DraftWarning(CrossCheckWarning.inventedText(.annotations))])

        let first = check.check(TaskDraft(title: row.base, annotations: [invented]), words: row.base, context: context)
        #expect(first.annotations.isEmpty)
        #expect(first.warnings == [DraftWarning(CrossCheckWarning.inventedText(.annotations))])
    }

    /// A tag the words take off ("remove tag report", "убери тег отчёт", "usuń tag raport") goes
    /// though a model gives it back: the words name it, but to remove it. Must-not: the draft's
    /// other tags stay, and a tag the words add stands.
    @Test(arguments: [
        Row(base: "report", words: "remove tag report"),
        Row(base: "отчёт", words: "убери тег отчёт"),
        Row(base: "raport", words: "usuń tag raport"),
    ])
    func aTagTheWordsRemoveIsNotKeptByTheModel(row: Row) {
        let base = TaskDraft(title: "Write the quarterly report", tags: [row.base, "work"])
        let check = DraftCrossCheck()
        let kept = check.check(refined: base, of: base, words: row.words, context: context)
        #expect(kept.tags == ["work"])
        #expect(kept.warnings.isEmpty)
        let added = check.check(refined: TaskDraft(title: base.title, tags: [row.base, "work", "finance"]), of: base,
                                words: "tag finance", context: context)
        #expect(added.tags == [row.base, "work", "finance"] && added.warnings.isEmpty)
    }

    /// Through a session: the forced backend refines (the fault server sees a second request,
    /// holding the draft and the words), its made-up deadline is dropped; when it fails, the
    /// refinement fails and the built-in refiner does not stand in; a chain falls back to it, saying so.
    @Test func theSessionsBackendRefinesAndAForcedOneHasNoStandIn() throws {
        let tools = try ToolStore(titles: [])
        func session(_ model: any LanguageModel) -> DraftingSession {
            DraftingSession(store: tools.store, caller: .human, model: model, context: context)
        }
        func model(_ scenario: String, token: String) -> OpenAICompatibleModel {
            DraftingFixtures.model(Self.server.url(scenario, token: token), name: "fault", stream: false)
        }
        let note = FallbackNote.noOtherBackend(source: "--backend")

        let token = UUID().uuidString
        let forced = session(ForcedModel(model("refine", token: token), fallbackNote: note))
        let drafted = try forced.draft("Write the quarterly report")
        let refined = try forced.refine(drafted, with: "make it high priority")
        #expect(refined.priority == .high && refined.due == nil && refined.backend == "fault")
        #expect(refined.warnings.contains(DraftWarning(CrossCheckWarning.inventedDeadline(due("2026-12-05T09:00:00+03:00")))))
        let requests = try Self.server.requests(token: token)
        #expect(requests.count == 2)
        #expect((requests.last?["last_user"] as? String)?.hasSuffix("Words: make it high priority") == true)

        let failing = session(ForcedModel(model("refine-500", token: UUID().uuidString), fallbackNote: note))
        let unrefined = try failing.draft("Write the quarterly report")
        #expect(throws: DraftFailure.self) { try failing.refine(unrefined, with: "make it high priority") }

        // The Messages API kind refines the same way; its answer (the draft unchanged) is held to the words.
        let anthropicToken = UUID().uuidString
        let claude = session(ForcedModel(DraftingFixtures.anthropic(Self.server.url("ok", token: anthropicToken), stream: false),
                                         fallbackNote: note))
        let byClaude = try claude.refine(try claude.draft("Write the quarterly report"), with: "make it high priority")
        #expect(byClaude.priority == .high && byClaude.backend == "claude")
        #expect(byClaude.warnings.contains(DraftWarning(CrossCheckWarning.otherPriority(proposed: .unset, kept: .high))))
        #expect(try Self.server.requests(token: anthropicToken).count == 2)

        let chain = session(FallbackModel(chain: [model("refine-500", token: UUID().uuidString), BuiltinModel()]))
        let fellBack = try chain.refine(try chain.draft("Write the quarterly report"), with: "make it high priority")
        #expect(fellBack.priority == .high)
        #expect(fellBack.warnings.contains { $0.as(BackendWarning.self) != nil })
    }
}
