import Testing
@testable import TaskDraftKit

@Suite struct IntentTests {
    @Test func createIsIdempotentWithAKey() throws {
        let t = try TemporaryStore()
        let draft = TaskDraft(title: "Pay rent")
        let first = try CreateTaskIntent(draft: draft, idempotencyKey: "k1").perform(in: t.planner, caller: .script("test"), confirmation: .flag)
        let second = try CreateTaskIntent(draft: draft, idempotencyKey: "k1").perform(in: t.planner, caller: .script("test"), confirmation: .flag)
        #expect(!first.alreadyExisted)
        #expect(second.alreadyExisted)
        #expect(first.task.id == second.task.id)
        #expect(try t.store.count() == 1)
        let audit = try t.store.auditEntries(limit: 10)
        #expect(audit.map(\.outcome) == [.alreadyDone, .ok])
    }

    @Test func scriptsWithoutConfirmationChangeNothing() throws {
        let t = try TemporaryStore()
        let task = try t.create("Keep")
        let attempts: [() throws -> Void] = [
            { _ = try CreateTaskIntent(draft: TaskDraft(title: "New")).perform(in: t.planner, caller: .script("cron"), confirmation: .none) },
            { _ = try CompleteTaskIntent(taskID: task.id).perform(in: t.planner, caller: .script("cron"), confirmation: .none) },
            { _ = try DeleteTaskIntent(taskID: task.id).perform(in: t.planner, caller: .script("cron"), confirmation: .none) },
            { _ = try UndoIntent().perform(in: t.planner, caller: .script("cron"), confirmation: .none) },
        ]
        for attempt in attempts {
            #expect { try attempt() } throws: { error in
                if case .needsConfirmation = error as! IntentError { return true }
                return false
            }
        }
        #expect(try t.store.count() == 1)
        #expect(try t.store.task(id: task.id)?.status == .pending)
        #expect(try t.store.auditEntries(limit: 10, callerKind: "script").allSatisfy { $0.outcome == .needsConfirmation })
    }

    @Test func agentsNeedAPersonToDeleteAndCannotUndo() throws {
        let t = try TemporaryStore()
        let task = try t.create("Precious")
        let agent = Caller.agent("claude-code")
        // The agent itself saying "yes" is not a person's confirmation.
        #expect(throws: IntentError.self) {
            _ = try DeleteTaskIntent(taskID: task.id).perform(in: t.planner, caller: agent, confirmation: .flag)
        }
        #expect(try t.store.task(id: task.id)?.status == .pending)
        _ = try DeleteTaskIntent(taskID: task.id).perform(in: t.planner, caller: agent, confirmation: .elicited)
        #expect(try t.store.task(id: task.id)?.status == .deleted)
        #expect(throws: IntentError.self) {
            _ = try UndoIntent().perform(in: t.planner, caller: agent, confirmation: .elicited)
        }
    }

    @Test func agentWritesAreRateLimited() throws {
        let t = try TemporaryStore(policy: Policy(agentWritesPerMinute: 3))
        let agent = Caller.agent("bot")
        for i in 0..<3 {
            _ = try CreateTaskIntent(draft: TaskDraft(title: "t\(i)")).perform(in: t.planner, caller: agent, confirmation: .none)
        }
        do {
            _ = try CreateTaskIntent(draft: TaskDraft(title: "one too many")).perform(in: t.planner, caller: agent, confirmation: .none)
            Issue.record("expected a rate limit")
        } catch {
            guard case .rateLimited(let seconds) = error else { Issue.record("wrong error \(error)"); return }
            #expect(seconds == 60)
        }
        #expect(try t.store.count() == 3)
        t.now = t.now.adding(seconds: 61)
        _ = try CreateTaskIntent(draft: TaskDraft(title: "later")).perform(in: t.planner, caller: agent, confirmation: .none)
        #expect(try t.store.count() == 4)
    }

    @Test func undoRevertsEachKindOfChange() throws {
        let t = try TemporaryStore()
        let task = try t.create("Original", tags: ["a"])
        _ = try EditTaskIntent(taskID: task.id, patch: TaskPatch(title: "Changed", lists: ["tags": .init(add: [.string("b")])])).perform(in: t.planner, caller: .human, confirmation: .none)
        _ = try DeleteTaskIntent(taskID: task.id).perform(in: t.planner, caller: .human, confirmation: .interactive)

        var result = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(result.entry.intent == "delete")
        #expect(try t.store.task(id: task.id)?.status == .pending)
        result = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(result.entry.intent == "edit")
        let restored = try #require(try t.store.task(id: task.id))
        #expect(restored.title == "Original")
        #expect(restored.tags == ["a"])
        _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(try t.store.task(id: task.id) == nil)
        #expect(throws: IntentError.self) { _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none) }
    }

    @Test func completingARecurringTaskCreatesTheNextAndUndoRemovesIt() throws {
        let t = try TemporaryStore()
        let zone = TemporaryStore.moscow
        let friday = LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 4), time: LocalTime(hour: 11, minute: 0))
        let task = try t.create("Weekly sync", due: .dateTime(zone.zoned(friday)), recurrence: try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=FR"))
        let result = try CompleteTaskIntent(taskID: task.id).perform(in: t.planner, caller: .human, confirmation: .none)
        let next = try #require(result.next)
        #expect(next.due?.description == "2026-12-11T11:00:00+03:00")
        #expect(next.title == "Weekly sync")
        #expect(try t.store.count(status: .pending) == 1)
        _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(try t.store.count() == 1)
        #expect(try t.store.task(id: task.id)?.status == .pending)
    }

    @Test func completingTwiceIsAlreadyDone() throws {
        let t = try TemporaryStore()
        let task = try t.create("Once")
        _ = try CompleteTaskIntent(taskID: task.id).perform(in: t.planner, caller: .human, confirmation: .none)
        let again = try CompleteTaskIntent(taskID: task.id).perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(again.alreadyDone)
    }

    @Test func invalidDraftsAreRefusedBeforeWriting() throws {
        let t = try TemporaryStore()
        for title in ["   ", String(repeating: "x", count: 201), "bad\u{7}bell"] {
            #expect(throws: IntentError.self) {
                _ = try CreateTaskIntent(draft: TaskDraft(title: title)).perform(in: t.planner, caller: .human, confirmation: .interactive)
            }
        }
        #expect(try t.store.count() == 0)
        let task = try t.create("  Trim me  ", tags: ["#Work", "work", "Deep Focus"])
        #expect(task.title == "Trim me")
        #expect(task.tags == ["work", "deep-focus"])
    }

    @Test func missingTasksAreNotFound() throws {
        let t = try TemporaryStore()
        #expect {
            _ = try CompleteTaskIntent(taskID: 42).perform(in: t.planner, caller: .human, confirmation: .none)
        } throws: { error in
            (error as! IntentError).description == "no task 42"
        }
    }
}
