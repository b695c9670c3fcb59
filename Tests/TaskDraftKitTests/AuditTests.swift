import Testing
@testable import TaskDraftKit

/// The audit log shows every attempt, not only the successes, and agents' reads too.
@Suite struct AuditTests {
    let agent = Caller.agent("claude-code#abc123")

    @Test func failedAttemptsAreAuditedWithTheirOutcome() throws {
        let t = try TemporaryStore()
        #expect(throws: IntentError.self) {
            _ = try CompleteTaskIntent(taskID: 42).perform(in: t.planner, caller: agent, confirmation: .none)
        }
        #expect(throws: IntentError.self) {
            _ = try CreateTaskIntent(draft: TaskDraft(title: "  ")).perform(in: t.planner, caller: agent, confirmation: .none)
        }
        #expect(throws: IntentError.self) {
            _ = try EditTaskIntent(taskID: 7, patch: TaskPatch(title: "x")).perform(in: t.planner, caller: .human, confirmation: .none)
        }
        let rows = try t.store.auditEntries(limit: 10)
        #expect(rows.map(\.intent.word) == ["edit", "create", "complete"])
        #expect(rows.map(\.outcome) == [.notFound, .invalid, .notFound])
        #expect(rows.map(\.taskID) == [7, nil, 42])
        #expect(rows[1].caller == agent)
        #expect(rows[1].detail == "invalid task: title is empty")
    }

    @Test func aRefusalIsAuditedOnce() throws {
        let t = try TemporaryStore()
        let task = try t.create("Keep")
        #expect(throws: IntentError.self) {
            _ = try DeleteTaskIntent(taskID: task.id).perform(in: t.planner, caller: agent, confirmation: .none)
        }
        let rows = try t.store.auditEntries(limit: 10, callerKind: "agent")
        #expect(rows.map(\.outcome) == [.needsConfirmation])
    }

    @Test func anEditThatDeletesNeedsWhatADeleteNeeds() throws {
        let t = try TemporaryStore()
        let task = try t.create("Precious")
        #expect {
            _ = try EditTaskIntent(taskID: task.id, patch: TaskPatch(status: .deleted))
                .perform(in: t.planner, caller: agent, confirmation: .none)
        } throws: { error in
            guard case .needsConfirmation(.delete, .humanConfirmation) = error as! IntentError else { return false }
            return true
        }
        #expect(try t.store.task(id: task.id)?.status == .pending)
        #expect(try t.store.auditEntries(limit: 1, callerKind: "agent").first?.intent == .action(.delete))
        // A person may, after confirming; the change is recorded as the delete it is.
        _ = try EditTaskIntent(taskID: task.id, patch: TaskPatch(status: .deleted))
            .perform(in: t.planner, caller: .human, confirmation: .interactive)
        #expect(try t.store.task(id: task.id)?.status == .deleted)
        let last = try #require(try t.store.auditEntries(limit: 1).first)
        #expect(last.intent == .action(.delete) && last.outcome == .ok)
    }

    @Test func readsAreAuditedForAgentsOnly() throws {
        let t = try TemporaryStore()
        _ = try t.create("Visible")
        _ = try t.planner.tasks(matching: TaskFilter(), caller: agent)
        _ = try t.planner.tasks(matching: TaskFilter(), caller: .human)
        t.planner.recordCall(.draft, caller: agent, detail: "backend builtin")
        t.planner.recordCall(.draft, caller: .script("cron"))
        // Whatever the caller, a call a surface turned away is recorded.
        t.planner.recordCall(.action(.delete), caller: .script("cron"), outcome: .invalid, detail: "bad id")
        let rows = try t.store.auditEntries(limit: 10)
        #expect(rows.map(\.intent.word) == ["delete", "draft", "list", "create"])
        #expect(rows.map(\.caller.kind) == [.script, .agent, .agent, .human])
        #expect(rows[2].detail == "1 task")
    }
}
