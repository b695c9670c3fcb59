import Testing
@testable import TaskDraftKit

/// A recurring task marked done by an edit (`edit --status done`, `modify status:done`) goes on
/// exactly as `done` makes it go on: one next occurrence, with the UUID every device derives.
@Suite struct EditToDoneTests {
    static let weekly = try! Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO")
    static let monday = Due.date(CivilDate(year: 2026, month: 12, day: 7))

    func series(_ t: TemporaryStore) throws -> Task {
        try t.store.insert(Task(id: 0, uuid: "series", title: "Water the plants", due: Self.monday, recurrence: Self.weekly,
                                createdAt: t.now, modifiedAt: t.now))
    }

    func edit(_ id: Int64, _ patch: TaskPatch, in t: TemporaryStore) throws -> EditTaskIntent.Result {
        try EditTaskIntent(taskID: id, patch: patch).perform(in: t.planner, caller: .human, confirmation: .none)
    }

    @Test func anEditToDoneMakesTheNextOccurrenceDoneMakes() throws {
        let byEdit = try TemporaryStore(), byDone = try TemporaryStore()
        let edited = try edit(try series(byEdit).id, TaskPatch(status: .done), in: byEdit)
        let completed = try CompleteTaskIntent(taskID: try series(byDone).id).perform(in: byDone.planner, caller: .human, confirmation: .none)
        let next = try #require(edited.next)
        #expect(edited.after.status == .done && edited.after.completedAt == byEdit.now)
        #expect(next.uuid == RecurringCompletion.derivedUUID("series", CivilDate(year: 2026, month: 12, day: 14), "next"))
        #expect(next.uuid == completed.next?.uuid && next.due == completed.next?.due && next.title == completed.next?.title)
        #expect(next.status == .pending && next.recurrence == Self.weekly)
        #expect(try byEdit.store.count() == 2 && byEdit.store.count(status: .pending) == 1)
        #expect(try byEdit.store.task(id: next.id) == next)
        let audit = try byEdit.store.auditEntries(limit: 1).first
        #expect(audit?.intent == .action(.edit) && audit?.detail == "next occurrence \(next.id)")
    }

    @Test func anEditThatChangesTheRuleTooGoesOnByTheNewRule() throws {
        let t = try TemporaryStore()
        let daily = try Recurrence(rrule: "FREQ=DAILY")
        let next = try #require(try edit(try series(t).id, TaskPatch(recurrence: .set(daily), status: .done), in: t).next)
        #expect(next.due == .date(CivilDate(year: 2026, month: 12, day: 8)) && next.recurrence == daily)
        // Stopping the repetition while marking it done ends the series.
        let other = try TemporaryStore()
        #expect(try edit(try series(other).id, TaskPatch(recurrence: .clear, status: .done), in: other).next == nil)
        #expect(try other.store.count() == 1)
    }

    @Test func doneThenAnEditToDoneOrOfAnotherFieldMakesNoSecond() throws {
        let t = try TemporaryStore()
        let series = try series(t)
        let first = try #require(try CompleteTaskIntent(taskID: series.id).perform(in: t.planner, caller: .human, confirmation: .none).next)
        let again = try edit(series.id, TaskPatch(status: .done), in: t)
        #expect(again.before == again.after && again.next == nil)
        let renamed = try edit(series.id, TaskPatch(title: "Water the ferns", status: .done), in: t)
        #expect(renamed.after.title == "Water the ferns" && renamed.next == nil)
        #expect(try edit(series.id, TaskPatch(priority: .high), in: t).next == nil)
        #expect(try t.store.count() == 2)
        #expect(try t.store.count(status: .pending) == 1 && t.store.task(id: first.id)?.status == .pending)
    }

    @Test func undoOfTheEditTakesTheNextOccurrenceAway() throws {
        let t = try TemporaryStore()
        let series = try series(t)
        let next = try #require(try edit(series.id, TaskPatch(status: .done), in: t).next)
        let undone = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(undone.restored.map(\.id) == [series.id])
        #expect(try t.store.task(id: next.id) == nil)
        #expect(try t.store.task(id: series.id) == series)
    }

    /// Reopened (an edit back to pending) and marked done again, by either path: the next
    /// occurrence already there, never a second; a deleted one comes back, and undo deletes it again.
    @Test func reopenedAndMarkedDoneAgainFindsTheSameNextOccurrence() throws {
        let t = try TemporaryStore()
        let series = try series(t)
        let next = try #require(try edit(series.id, TaskPatch(status: .done), in: t).next)
        let reopened = try edit(series.id, TaskPatch(status: .pending), in: t)
        #expect(reopened.after.status == .pending && reopened.after.completedAt == nil && reopened.next == nil)
        #expect(try edit(series.id, TaskPatch(status: .done), in: t).next?.id == next.id)
        #expect(try t.store.count() == 2)

        _ = try DeleteTaskIntent(taskID: next.id).perform(in: t.planner, caller: .human, confirmation: .interactive)
        _ = try edit(series.id, TaskPatch(status: .pending), in: t)
        let revived = try #require(try edit(series.id, TaskPatch(status: .done), in: t).next)
        #expect(revived.id == next.id && revived.status == .pending)
        #expect(try t.store.count() == 2)
        _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(try t.store.task(id: next.id)?.status == .deleted)
        #expect(try t.store.task(id: series.id)?.status == .pending)
    }

    @Test func theResultJSONCarriesTheNextOccurrenceAsDoneDoes() throws {
        let t = try TemporaryStore()
        let series = try series(t)
        let result = try edit(series.id, TaskPatch(status: .done), in: t)
        let json = EditTaskIntent(taskID: series.id, patch: TaskPatch(status: .done)).output(of: result, in: t.planner.zone)
        #expect(json["result"] == .string("edited"))
        #expect(json["next"] == .object(try #require(result.next).json(in: t.planner.zone)))
        #expect(try edit(series.id, TaskPatch(title: "Water"), in: t).json(in: t.planner.zone)["next"] == .null)
    }
}
