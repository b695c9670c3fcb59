import Testing
@testable import TaskDraftKit

/// A recurring task completed elsewhere: the next occurrence and the done record of an
/// occurrence a phone moved past, with UUIDs every laptop derives alike.
@Suite struct RecurringCompletionTests {
    static let zone = Zone.named("Europe/Moscow")!
    static let now = Instant(seconds: 1_796_194_800)

    func standup(_ day: Int) throws -> Task {
        let due = Self.zone.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: day), time: LocalTime(hour: 10, minute: 0)))
        return Task(id: 4, uuid: "series", title: "Stand-up", due: .dateTime(due), recurrence: try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO,WE"),
                    createdAt: Self.now, modifiedAt: Self.now)
    }

    @Test func aDueMovedToTheRulesNextDateIsACompletedOccurrence() throws {
        let before = try standup(2)  // Wednesday
        let done = try #require(RecurringCompletion.occurrenceDone(before: before, after: try standup(7), uuid: "d", now: Self.now))
        #expect(done.status == .done && done.due == before.due && done.recurrence == nil && done.uuid == "d" && done.id == 0)
        // Two occurrences on is still the series moving on; a day the rule does not reach, or another time, is an edit.
        #expect(RecurringCompletion.occurrenceDone(before: before, after: try standup(9), uuid: "d", now: Self.now) != nil)
        #expect(RecurringCompletion.occurrenceDone(before: before, after: try standup(8), uuid: "d", now: Self.now) == nil)
        var otherTime = try standup(7)
        otherTime.due = .dateTime(Self.zone.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 7), time: LocalTime(hour: 11, minute: 0))))
        #expect(RecurringCompletion.occurrenceDone(before: before, after: otherTime, uuid: "d", now: Self.now) == nil)
        #expect(RecurringCompletion.occurrenceDone(before: before, after: try standup(2), uuid: "d", now: Self.now) == nil)
    }

    @Test func theNextOccurrenceMovesTheDueAndTheUUIDIsDerived() throws {
        let next = try #require(RecurringCompletion.next(after: try standup(2), uuid: "n", zone: Self.zone, now: Self.now))
        #expect(next.due?.description == "2026-12-07T10:00:00+03:00" && next.recurrence != nil && next.status == .pending)
        let a = RecurringCompletion.derivedUUID("series", CivilDate(year: 2026, month: 12, day: 7), "next")
        #expect(a == RecurringCompletion.derivedUUID("series", CivilDate(year: 2026, month: 12, day: 7), "next"))
        #expect(a != RecurringCompletion.derivedUUID("series", CivilDate(year: 2026, month: 12, day: 7), "done"))
        #expect(a.count == 36 && a.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
    }

    /// Every date field but the due (`TaskField.dateFields`: the start, the wait) moves with the
    /// due: two days before this occurrence's due is two days before the next one's.
    @Test func everyOtherDateFieldMovesWithTheDue() throws {
        var task = try standup(2)  // Wednesday 2 December; the next is Monday 7 December
        let others = TaskField.dateFields.filter { $0.name != "due" }
        #expect(!others.isEmpty)
        for field in others { task[keyPath: field.date!.task] = .date(CivilDate(year: 2026, month: 11, day: 30)) }
        let next = try #require(RecurringCompletion.next(after: task, uuid: "n", zone: Self.zone, now: Self.now))
        for field in others {
            #expect(field.date!.value(of: next) == .date(CivilDate(year: 2026, month: 12, day: 5)), "\(field.name)")
        }
    }

    /// Two laptops (two databases) holding the same series, each marking the same occurrence
    /// done at its own moment: the same next occurrence, the one a sync derives too.
    @Test func doneOnTwoLaptopsMakesTheSameNextOccurrenceAsASync() throws {
        let weekly = try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO")
        let monday = Due.date(CivilDate(year: 2026, month: 12, day: 7))
        func laptop(doneAt seconds: Int64, due: Due?) throws -> (TemporaryStore, Task) {
            let t = try TemporaryStore(now: Instant(seconds: seconds))
            let series = try t.store.insert(Task(id: 0, uuid: "series", title: "Water the plants", due: due, recurrence: weekly,
                                                 createdAt: Self.now, modifiedAt: Self.now))
            let next = try #require(try CompleteTaskIntent(taskID: series.id).perform(in: t.planner, caller: .human, confirmation: .none).next)
            return (t, next)
        }
        let (_, a) = try laptop(doneAt: 1_796_194_800, due: monday)
        let (_, b) = try laptop(doneAt: 1_796_194_800 + 3 * 86_400, due: monday)
        #expect(a.uuid == b.uuid && a.due == b.due && a.due == .date(CivilDate(year: 2026, month: 12, day: 14)))
        #expect(a.uuid == RecurringCompletion.derivedUUID("series", CivilDate(year: 2026, month: 12, day: 14), "next"))

        // The sync's path: the same series completed on the server.
        let t = try TemporaryStore()
        let series = try t.store.insert(Task(id: 0, uuid: "series", title: "Water the plants", due: monday, recurrence: weekly,
                                             createdAt: Self.now, modifiedAt: Self.now))
        var completed = series
        completed.status = .done
        completed.completedAt = Self.now
        let followUps = try ApplySyncIntent(collectionURL: "/tasks/", updates: [completed]).followUps(in: t.store, zone: Self.zone, now: Self.now)
        #expect(followUps.map(\.task.uuid) == [a.uuid])
        // An older laptop's next occurrence (a random UUID) pulled with the completion: no second one.
        var older = followUps[0].task
        older.uuid = "random"
        #expect(try ApplySyncIntent(collectionURL: "/tasks/", creates: [older], updates: [completed])
            .followUps(in: t.store, zone: Self.zone, now: Self.now).isEmpty)

        // Without a due the next date is the completion's; the UUID is still the series' own.
        let (_, c) = try laptop(doneAt: 1_796_194_800, due: nil)
        let (_, d) = try laptop(doneAt: 1_796_194_800 + 7 * 86_400, due: nil)
        #expect(c.uuid == d.uuid && c.due != d.due && c.uuid != a.uuid)
    }

    /// Completing the same occurrence again (undone, or reopened) never makes a second next occurrence.
    @Test func completingTheSameOccurrenceAgainMakesNoSecond() throws {
        let t = try TemporaryStore()
        let series = try t.create("Stand-up", due: .date(CivilDate(year: 2026, month: 12, day: 3)), recurrence: try Recurrence(rrule: "FREQ=DAILY"))
        func complete() throws -> CompleteTaskIntent.Result {
            try CompleteTaskIntent(taskID: series.id).perform(in: t.planner, caller: .human, confirmation: .none)
        }
        func reopen() throws {
            _ = try EditTaskIntent(taskID: series.id, patch: TaskPatch(status: .pending)).perform(in: t.planner, caller: .human, confirmation: .none)
        }
        let first = try #require(try complete().next)
        _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(try t.store.task(id: first.id) == nil)
        let again = try #require(try complete().next)
        #expect(again.uuid == first.uuid)

        // Reopened and completed again: the next occurrence is the one already there.
        try reopen()
        #expect(try complete().next?.id == again.id)
        #expect(try t.store.count() == 2)
        #expect(try t.store.count(status: .pending) == 1)

        // Its next occurrence deleted, then completed again: it comes back; undo deletes it again.
        _ = try DeleteTaskIntent(taskID: again.id).perform(in: t.planner, caller: .human, confirmation: .interactive)
        try reopen()
        let revived = try #require(try complete().next)
        #expect(revived.id == again.id && revived.status == .pending)
        #expect(try t.store.count() == 2)
        _ = try UndoIntent().perform(in: t.planner, caller: .human, confirmation: .none)
        #expect(try t.store.task(id: again.id)?.status == .deleted)
        #expect(try t.store.task(id: series.id)?.status == .pending)
    }
}
