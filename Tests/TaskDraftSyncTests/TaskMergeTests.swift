import Testing
import TaskDraftKit
@testable import TaskDraftSync

/// The three-way merge where a recurring task was completed on both sides, each its own way.
@Suite struct TaskMergeTests {
    static let now = Instant(seconds: 1_796_194_800)

    static func standup(day: Int, status: TaskStatus = .pending, title: String = "Stand-up") throws -> Task {
        let zone = Zone.named("Europe/Moscow")!
        let due = zone.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: day), time: LocalTime(hour: 10, minute: 0)))
        return Task(id: 1, uuid: "series", title: title, status: status, due: .dateTime(due),
                    recurrence: try Recurrence(rrule: "FREQ=DAILY"), createdAt: now, modifiedAt: now)
    }

    /// Done here, moved on to its next date on a phone: one completion, the series stays done
    /// on its own date (its next occurrence, made here, holds the next date); the phone's other
    /// edits still come in.
    @Test func doneHereAndMovedOnOnAPhoneIsOneCompletion() throws {
        let base = try Self.standup(day: 3)
        let local = try Self.standup(day: 3, status: .done)
        let phone = try Self.standup(day: 4, title: "Daily stand-up")
        let (merged, conflicts) = TaskMerge.merge(base: base, local: local, remote: phone, remoteModified: Self.now.adding(seconds: 60))
        #expect(conflicts.isEmpty)
        #expect(merged.status == .done && merged.due == base.due && merged.title == "Daily stand-up")

        // A due moved by hand to a day the rule does not give is an edit as before (a daily rule reaches every day: use a weekly one).
        var weeklyBase = base, weeklyLocal = local, moved = phone
        weeklyBase.recurrence = try Recurrence(rrule: "FREQ=WEEKLY;BYDAY=TH")
        weeklyLocal.recurrence = weeklyBase.recurrence
        moved.recurrence = weeklyBase.recurrence
        let (edited, _) = TaskMerge.merge(base: weeklyBase, local: weeklyLocal, remote: moved, remoteModified: Self.now.adding(seconds: 60))
        #expect(edited.due == moved.due)
    }
}
