import Testing
@testable import TaskDraftKit

/// The desktop as a caller (`.system(name)`): what the policy lets it do, that its Undo never
/// takes back another caller's change, and that a completion's idempotency key answers a
/// repeated call with what the first one did.
@Suite struct SystemCallerTests {
    let shell = Caller.system("org.gnome.Shell")

    @Test func theDesktopCreatesAndCompletesButNeedsAPersonToDelete() throws {
        let t = try TemporaryStore()
        let task = try CreateTaskIntent(draft: TaskDraft(title: "Call Anna")).perform(in: t.planner, caller: shell, confirmation: .none).task
        #expect(try CompleteTaskIntent(taskID: task.id).perform(in: t.planner, caller: shell, confirmation: .none).task.status == .done)
        #expect {
            try DeleteTaskIntent(taskID: task.id).perform(in: t.planner, caller: shell, confirmation: .none)
        } throws: { error in
            guard case .refused(.delete, .desktopNeedsPerson(.delete)) = error as? IntentError else { return false }
            return true
        }
        // Not even a confirmation flag makes up for the person.
        #expect(!t.planner.policy.asksPerson(before: .delete, caller: shell, given: .none))
        let audit = try t.store.auditEntries(limit: 5)
        #expect(audit.map(\.caller) == [shell, shell, shell])
        #expect(audit.map(\.outcome) == [.refused, .ok, .ok])
        #expect(Caller(kind: shell.kind.rawValue, name: shell.name) == shell)
    }

    @Test func theDesktopUndoesOnlyItsOwnNewestChange() throws {
        let t = try TemporaryStore()
        _ = try t.create("Book the dentist")
        #expect {
            try UndoIntent().perform(in: t.planner, caller: shell, confirmation: .none)
        } throws: { error in
            guard case .refused(.undo, .changeMadeByAnother(.human)) = error as? IntentError else { return false }
            return true
        }
        #expect(try t.store.count() == 1)
        _ = try CreateTaskIntent(draft: TaskDraft(title: "Water the plants")).perform(in: t.planner, caller: shell, confirmation: .none)
        let krunner = Caller.system("org.kde.krunner")
        #expect(throws: IntentError.self) { try UndoIntent().perform(in: t.planner, caller: krunner, confirmation: .none) }
        #expect(try UndoIntent().perform(in: t.planner, caller: shell, confirmation: .none).entry.summary.english == "created 2 \"Water the plants\"")
        // The person's change is newest again, and still the desktop's to leave alone.
        #expect(throws: IntentError.self) { try UndoIntent().perform(in: t.planner, caller: shell, confirmation: .none) }
        // A person undoes anything.
        _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(try t.store.count() == 0)
    }

    @Test func aRepeatedCompletionUnderItsKeyAnswersWhatTheFirstDid() throws {
        let t = try TemporaryStore()
        let other = try t.create("Read")
        let gym = try t.create("Gym", due: .date(CivilDate(year: 2026, month: 12, day: 2)), recurrence: try Recurrence(rrule: "FREQ=WEEKLY"))
        let first = try CompleteTaskIntent(taskID: gym.id, idempotencyKey: "k1").perform(in: t.planner, caller: shell, confirmation: .none)
        let next = try #require(first.next)
        let again = try CompleteTaskIntent(taskID: gym.id, idempotencyKey: "k1").perform(in: t.planner, caller: shell, confirmation: .none)
        #expect(again.alreadyDone && again.task.id == gym.id && again.next?.id == next.id)
        // Without the key, the task's state alone answers: done, and no next occurrence known.
        #expect(try CompleteTaskIntent(taskID: gym.id).perform(in: t.planner, caller: shell, confirmation: .none).next == nil)
        // The key names the first call: another task is refused, not completed.
        #expect {
            try CompleteTaskIntent(taskID: other.id, idempotencyKey: "k1").perform(in: t.planner, caller: shell, confirmation: .none)
        } throws: { error in
            guard case .refused(.complete, .keyUsedForAnotherTask(gym.id)) = error as? IntentError else { return false }
            return true
        }
        #expect(try t.store.task(id: other.id)?.status == .pending)
        // Undoing the completion frees the key.
        _ = try UndoIntent().perform(in: t.planner, caller: shell, confirmation: .none)
        let redone = try CompleteTaskIntent(taskID: gym.id, idempotencyKey: "k1").perform(in: t.planner, caller: shell, confirmation: .none)
        #expect(!redone.alreadyDone)
    }
}
