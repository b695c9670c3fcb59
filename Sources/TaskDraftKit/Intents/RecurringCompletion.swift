/// What completing one occurrence of a recurring task makes: the next occurrence, and — when
/// another device completed it by moving the task's due on (Tasks.org, Apple Reminders) — a
/// done record of the occurrence left behind. `done` and a sync's pull share it, so a task
/// completed on a phone ends as one completed here.
public enum RecurringCompletion {
    /// The next occurrence of `task` (not stored): every field a draft carries, the due moved
    /// to the rule's next date (`Recurrence.next(after:in:)`), reminders and every other date field moved with it, the
    /// rule with what is left of its COUNT; nil without a rule, when the series ends with this
    /// occurrence (its COUNT used up, its UNTIL passed), or when the next would fall outside
    /// `SupportedDates` (a yearly task due in 2999 ends there). A task without a due continues
    /// from the day it was completed.
    public static func next(after task: Task, uuid: String, zone: Zone, now: Instant) -> Task? {
        guard let rule = task.recurrence,
              let (due, carried) = rule.next(after: task.due ?? .date(zone.date(of: now)), in: zone) else { return nil }
        var following = Task(id: 0, uuid: uuid, title: task.title, createdAt: now, modifiedAt: now)
        TaskField.copy(task.asDraft, into: &following)
        following.due = due
        following.recurrence = carried
        following.reminders = CompleteTaskIntent.remindersForNext(task.reminders, from: task.due, to: due, zone: zone)
        // Every other date field (the start, the wait) counts from the due, as Taskwarrior's
        // scheduled and wait do: the next occurrence starts, and is hidden, the same days before
        // its own due.
        if let old = task.due {
            let step = due.calendarDate.dayNumber - old.calendarDate.dayNumber
            for (field, part) in TaskField.dateParts where field.name != "due" {
                following[keyPath: part.task] = part.value(of: task).map { $0.moved(to: $0.calendarDate.adding(days: step), in: zone) }
            }
        }
        do {
            try TaskDraft.checkDates(of: following.asDraft)
        } catch { return nil }
        return following
    }

    /// The next occurrence of `task` as every device makes it, whichever path completed the
    /// task (`done` here, a completion pulled from the server): its UUID is derived from the
    /// series' UUID and the next occurrence's date, so two laptops completing the same
    /// occurrence make the same task, and a sync merges the two into one. A series without a
    /// due derives it from its UUID alone: its next date depends on the day it was completed.
    public static func nextOccurrence(after task: Task, zone: Zone, now: Instant) -> Task? {
        guard var following = next(after: task, uuid: "", zone: zone, now: now) else { return nil }
        following.uuid = task.due == nil ? derivedUUID(task.uuid, "undated", "next")
            : derivedUUID(task.uuid, following.due?.calendarDate ?? zone.date(of: now), "next")
        return following
    }

    /// Whether `after` is the pending series `before` moved on to a later occurrence of its own
    /// rule at the same time of day: how a phone (Tasks.org, Apple Reminders) completes a
    /// recurring task, with the rule as it was or with its COUNT counted down as `done` counts
    /// it. False for any other change (a due moved by hand to a day the rule does not reach
    /// from the old one).
    public static func movedOn(before: Task, after: Task) -> Bool {
        guard before.status == .pending, after.status == .pending, let rule = before.recurrence, let moved = after.recurrence,
              let old = before.due, let new = after.due, old.time == new.time else { return false }
        let zone = Zone.utc
        var due = Due.date(old.calendarDate)
        var carried = rule
        var steps = 0
        while due.calendarDate < new.calendarDate, steps < 1000, let (next, rest) = carried.next(after: due, in: zone) {
            (due, carried) = (next, rest)
            steps += 1
        }
        return steps > 0 && due.calendarDate == new.calendarDate && (moved == rule || moved == carried)
    }

    /// The done record of the occurrence `before` was due on, when `after` is that series
    /// moved on (`movedOn`); nil for any other change.
    public static func occurrenceDone(before: Task, after: Task, uuid: String, now: Instant) -> Task? {
        guard movedOn(before: before, after: after) else { return nil }
        var done = before
        done.id = 0
        done.uuid = uuid
        done.recurrence = nil
        done.status = .done
        done.completedAt = max(after.modifiedAt, before.modifiedAt)
        done.createdAt = now
        done.modifiedAt = now
        done.idempotencyKey = nil
        return done
    }

    /// A UUID named by `uuid`, `date` and `role` (RFC 9562 version 8, from SHA-256): two
    /// laptops pulling the same completion make the same next occurrence, which the second
    /// then finds instead of creating it again.
    public static func derivedUUID(_ uuid: String, _ date: CivilDate, _ role: String) -> String {
        derivedUUID(uuid, date.description, role)
    }

    static func derivedUUID(_ uuid: String, _ occurrence: String, _ role: String) -> String {
        TaskUID.derived(from: "\(uuid) \(occurrence) \(role)")
    }
}
