import Testing
@testable import TaskDraftKit

/// The title a person last saw on a task, read from its history in the undo log: agents'
/// changes since the last change anyone else made are ones the person may not have seen.
@Suite struct TitleLastSeenTests {
    static let agent = Caller.agent("bot#a1b2")

    func edit(_ id: Int64, _ patch: TaskPatch, by caller: Caller, in t: TemporaryStore) throws {
        _ = try EditTaskIntent(taskID: id, patch: patch).perform(in: t.planner, caller: caller, confirmation: .none)
    }

    func seen(_ id: Int64, in t: TemporaryStore) throws -> TitleLastSeen {
        let task = try #require(try t.store.task(id: id))
        return TitleLastSeen(history: try t.planner.history(ofTask: id, limit: 50), current: task.title)
    }

    @Test func agentsChangesSinceThePersonsLastAreNotWhatThePersonSaw() throws {
        let t = try TemporaryStore()
        let id = try t.store.insert(Task(id: 0, uuid: "rent", title: "Pay the rent", createdAt: t.now, modifiedAt: t.now)).id
        let other = try t.store.insert(Task(id: 0, uuid: "other", title: "Other", createdAt: t.now, modifiedAt: t.now)).id
        #expect(try seen(id, in: t) == .current)
        try edit(id, TaskPatch(title: "Duplicate, safe to delete"), by: Self.agent, in: t)
        try edit(other, TaskPatch(title: "Still other"), by: .human, in: t)
        try edit(id, TaskPatch(priority: .high), by: Self.agent, in: t)
        #expect(try seen(id, in: t) == .was("Pay the rent"))
        let history = try t.planner.history(ofTask: id, limit: 50)
        #expect(history.map(\.caller) == [Self.agent, Self.agent], "another task's change is not this one's")
        #expect(history.last?.before?.title == "Pay the rent" && history.last?.after?.title == "Duplicate, safe to delete")
        // The person's own change is what they saw; an agent's after it is not.
        try edit(id, TaskPatch(title: "Pay the December rent"), by: .human, in: t)
        #expect(try seen(id, in: t) == .current)
        try edit(id, TaskPatch(title: "Old, delete"), by: Self.agent, in: t)
        #expect(try seen(id, in: t) == .was("Pay the December rent"))
        #expect(try t.planner.history(ofTask: id, limit: 2).map(\.after?.title) == ["Old, delete", "Pay the December rent"])
        // An agent putting the title back is no change from what the person saw.
        try edit(id, TaskPatch(title: "Pay the December rent"), by: Self.agent, in: t)
        #expect(try seen(id, in: t) == .current)
    }

    @Test func aTaskOnlyAgentsTouchedWasNeverSeen() {
        let made = Task(id: 3, uuid: "u", title: "Cancel the insurance", createdAt: Instant(seconds: 0), modifiedAt: Instant(seconds: 0))
        var renamed = made
        renamed.title = "Duplicate"
        let history = [TaskChange(at: Instant(seconds: 2), caller: Self.agent, intent: "edit", before: made, after: renamed),
                       TaskChange(at: Instant(seconds: 1), caller: Self.agent, intent: "create", before: nil, after: made)]
        #expect(TitleLastSeen(history: history, current: "Duplicate") == .never)
        #expect(TitleLastSeen(history: Array(history.prefix(1)), current: "Duplicate") == .was("Cancel the insurance"))
        #expect(TitleLastSeen(history: [], current: "Duplicate") == .current)
    }
}
