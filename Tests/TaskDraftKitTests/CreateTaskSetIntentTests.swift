import Testing
@testable import TaskDraftKit

/// A reviewed set commits as one change: one transaction, an audit row per task, one undo
/// entry for the set, and each task's result in the transcript.
@Suite struct CreateTaskSetIntentTests {
    let drafts = [TaskDraft(title: "Buy milk"), TaskDraft(title: "Call mom"), TaskDraft(title: "Send the deck")]

    @Test func aSetIsOneChangeAndOneUndoTakesItBack() throws {
        let t = try TemporaryStore()
        let transcript = PlannerCommitTests.Transcript(store: t.store)
        let committed = try t.planner.commit(CreateTaskSetIntent(drafts: drafts), caller: .human, confirmation: .interactive,
                                             transcript: transcript)
        #expect(committed.result.results.map(\.task.title) == ["Buy milk", "Call mom", "Send the deck"])
        #expect(try t.store.auditEntries(limit: 10).map(\.outcome) == [.ok, .ok, .ok])
        // Each task's result as its own create_task entry, all inside the one transaction.
        #expect(transcript.entries.map { $0.content["tool"] } == Array(repeating: .string("create_task"), count: 3))
        #expect(transcript.wasInTransaction == [true, true, true])
        #expect(committed.output["results"]?.arrayValue?.count == 3)
        let undone = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .interactive)
        #expect(undone.entry.summary == .createdSet([1, 2, 3]))
        #expect(undone.entry.summary.english == "created 3 tasks (1, 2, 3)")
        #expect(try t.store.tasks(matching: TaskFilter(), now: t.now).isEmpty)
        #expect(try t.store.lastUndoable() == nil)
    }

    @Test func oneInvalidDraftWritesNone() throws {
        let t = try TemporaryStore()
        #expect(throws: IntentError.self) {
            try t.planner.commit(CreateTaskSetIntent(drafts: drafts + [TaskDraft(title: "  ")]), caller: .human,
                                 confirmation: .interactive)
        }
        #expect(try t.store.tasks(matching: TaskFilter(), now: t.now).isEmpty)
        #expect(try t.store.auditEntries(limit: 10).map(\.outcome) == [.invalid])
    }

    @Test func aScriptNeedsItsYesForTheWholeSet() throws {
        let t = try TemporaryStore()
        #expect(throws: IntentError.self) {
            try t.planner.commit(CreateTaskSetIntent(drafts: drafts), caller: .script("cli"), confirmation: .none)
        }
        #expect(try t.store.tasks(matching: TaskFilter(), now: t.now).isEmpty)
    }

    @Test func aKeyMakesEachTaskOfTheSetIdempotent() throws {
        let t = try TemporaryStore()
        let intent = CreateTaskSetIntent(drafts: drafts, idempotencyKey: "notes-1")
        try t.planner.commit(intent, caller: .script("cli"), confirmation: .flag)
        let again = try t.planner.commit(intent, caller: .script("cli"), confirmation: .flag).result
        #expect(again.results.map(\.alreadyExisted) == [true, true, true])
        #expect(try t.store.tasks(matching: TaskFilter(), now: t.now).count == 3)
        // The re-run changed nothing, so the one undo entry is still the first run's.
        #expect(try t.store.lastUndoable()?.summary.english == "created 3 tasks (1, 2, 3)")
    }
}
