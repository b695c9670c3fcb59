import Testing
@testable import TaskDraftKit

/// `ReminderPass`: each reminder fires once per due moment, never twice across passes, again for
/// a recurring task's next occurrence, and a pass that dies before its commit fires again.
@Suite struct ReminderPassTests {
    struct Crash: Error {}

    /// Wednesday 2026-12-02, `hour`:`minute` in Moscow.
    func at(_ hour: Int, _ minute: Int = 0, day: Int = 2) -> ZonedDateTime {
        TemporaryStore.moscow.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: day), time: LocalTime(hour: hour, minute: minute)))
    }

    func create(_ t: TemporaryStore, _ title: String, due: Due?, reminders: [Reminder], recurrence: Recurrence? = nil) throws -> Task {
        try CreateTaskIntent(draft: TaskDraft(title: title, due: due, recurrence: recurrence, reminders: reminders))
            .perform(in: t.planner, caller: .human, confirmation: .interactive).task
    }

    func pass(_ t: TemporaryStore) throws -> ReminderBatch {
        try ReminderPass.run(in: t.planner) { _ in }
    }

    @Test func aReminderFiresAtItsTimeAndNeverAgain() throws {
        let t = try TemporaryStore(now: at(10).instant)
        _ = try create(t, "Call Anna", due: .dateTime(at(15)), reminders: [.relative(-1800)])
        #expect(try t.store.nextReminderMoment() == at(14, 30).instant)
        t.now = at(14, 29).instant
        #expect(try pass(t).isEmpty)
        t.now = at(14, 30).instant
        let batch = try pass(t)
        #expect(batch.separate.map(\.task.title) == ["Call Anna"])
        #expect(batch.separate.first?.fireAt == at(14, 30).instant)
        #expect(try t.store.nextReminderMoment() == nil)
        t.now = at(14, 31).instant
        #expect(try pass(t).isEmpty)
    }

    @Test func severalRemindersOfOneTaskFireEachInTurn() throws {
        let t = try TemporaryStore(now: at(10).instant)
        _ = try create(t, "Report", due: .dateTime(at(15)),
                       reminders: [.relative(-3600), .absolute(at(12).instant)])
        t.now = at(12, 5).instant
        #expect(try pass(t).separate.map(\.reminder) == [.absolute(at(12).instant)])
        #expect(try t.store.nextReminderMoment() == at(14).instant)
        t.now = at(14).instant
        #expect(try pass(t).separate.map(\.reminder) == [.relative(-3600)])
        #expect(try pass(t).isEmpty)
    }

    @Test func aDateOnlyTaskRemindsFromTheStartOfItsDay() throws {
        let t = try TemporaryStore(now: at(6).instant)
        _ = try create(t, "Pay rent", due: .date(CivilDate(year: 2026, month: 12, day: 2)), reminders: [.relative(9 * 3600)])
        #expect(try t.store.nextReminderMoment() == at(9).instant)
    }

    @Test func overdueTasksAreSummarisedInOneGroup() throws {
        let t = try TemporaryStore(now: at(8).instant)
        for hour in 9...11 { _ = try create(t, "Old \(hour)", due: .dateTime(at(hour)), reminders: [.relative(-600)]) }
        _ = try create(t, "Soon", due: .dateTime(at(20)), reminders: [.relative(-36000)])
        t.now = at(12).instant
        let batch = try pass(t)
        #expect(batch.summary.map(\.task.title) == ["Old 9", "Old 10", "Old 11"])
        #expect(batch.separate.map(\.task.title) == ["Soon"])
        #expect(try pass(t).isEmpty)
    }

    @Test func aRecurringTaskRemindsForEveryOccurrence() throws {
        let t = try TemporaryStore(now: at(8).instant)
        let task = try create(t, "Stand-up", due: .dateTime(at(9)), reminders: [.relative(-300)],
                              recurrence: try Recurrence(rrule: "FREQ=DAILY"))
        t.now = at(8, 56).instant
        #expect(try pass(t).count == 1)
        let next = try #require(try CompleteTaskIntent(taskID: task.id)
            .perform(in: t.planner, caller: .human, confirmation: .interactive).next)
        #expect(next.reminders == [.relative(-300)])
        #expect(try pass(t).isEmpty)
        t.now = at(8, 56, day: 3).instant
        #expect(try pass(t).separate.map(\.task.id) == [next.id])
        #expect(try pass(t).isEmpty)
    }

    @Test func aMovedDueRemindsAgainAndADoneTaskNever() throws {
        let t = try TemporaryStore(now: at(8).instant)
        let task = try create(t, "Dentist", due: .dateTime(at(9)), reminders: [.relative(-600)])
        t.now = at(8, 55).instant
        #expect(try pass(t).count == 1)
        _ = try EditTaskIntent(taskID: task.id, patch: TaskPatch(dates: ["due": .set(.dateTime(at(10)))]))
            .perform(in: t.planner, caller: .human, confirmation: .interactive)
        t.now = at(9, 50).instant
        #expect(try pass(t).count == 1)
        _ = try create(t, "Done already", due: .dateTime(at(11)), reminders: [.relative(-600)])
        let done = try #require(try t.store.tasks(matching: TaskFilter(), now: t.now).first { $0.title == "Done already" })
        _ = try CompleteTaskIntent(taskID: done.id).perform(in: t.planner, caller: .human, confirmation: .interactive)
        t.now = at(10, 55).instant
        #expect(try pass(t).isEmpty)
    }

    /// Killed between showing a reminder and recording it: the transaction never commits, so
    /// the next pass shows it again (at least once, never lost).
    @Test func aPassThatDiesBeforeItsCommitFiresAgain() throws {
        let t = try TemporaryStore(now: at(8).instant)
        _ = try create(t, "Meds", due: .dateTime(at(9)), reminders: [.relative(-600)])
        t.now = at(8, 50).instant
        var shown = 0
        #expect(throws: Crash.self) { try ReminderPass.run(in: t.planner) { _ in shown += 1; throw Crash() } }
        #expect(shown == 1)
        #expect(try t.store.db.first("SELECT count(*) FROM reminders_fired") { $0.int(0) } == 0)
        #expect(try pass(t).count == 1)
        #expect(try pass(t).isEmpty)
    }

    @Test func manyDueRemindersShowAFewAndSummariseTheRest() throws {
        let t = try TemporaryStore(now: at(8).instant)
        for n in 0..<8 { _ = try create(t, "T\(n)", due: .dateTime(at(20)), reminders: [.relative(-3600 * 10)]) }
        t.now = at(10).instant
        let batch = try pass(t)
        #expect(batch.separate.count == ReminderBatch.separateLimit)
        #expect(batch.summary.count == 8 - ReminderBatch.separateLimit)
    }

    @Test func reminderTextsRoundTrip() {
        for text in ["-PT30M", "PT9H", "-P1D", "-PT1H30M", "PT0S", "-P1DT2H"] {
            #expect(Reminder(text: text, zone: .utc)?.description == text)
        }
        #expect(Reminder(text: "-P1W", zone: .utc) == .relative(-604_800))
        #expect(Reminder(text: "2026-12-02T09:00:00+03:00", zone: .utc) == .absolute(at(9).instant))
        #expect(Reminder.absolute(at(9).instant).text(in: TemporaryStore.moscow) == "2026-12-02T09:00:00+03:00")
        for bad in ["", "P", "PT", "-PT30", "30M", "PT1D", "P1H", "tomorrow"] { #expect(Reminder(text: bad, zone: .utc) == nil) }
        // Read as bytes: either case, ASCII digits only, whitespace around a word trimmed.
        #expect(Reminder(text: "-pt1h30m", zone: .utc) == .relative(-5400))
        #expect(Reminder(text: " +P2D\t", zone: .utc) == .relative(172_800))
        for bad in ["PT٣M", "PT3Ｍ", "-P 1D", "P1D-"] { #expect(Reminder(text: bad, zone: .utc) == nil) }
        #expect(Reminder.parseColumn("-PT30M 2026-12-02T06:00:00Z junk -P1D") == [.relative(-1800), .absolute(at(9).instant), .relative(-86_400)])
        #expect(Reminder.parseColumn(Reminder.column([.relative(-900), .absolute(at(9).instant)])) == [.relative(-900), .absolute(at(9).instant)])
    }
}
