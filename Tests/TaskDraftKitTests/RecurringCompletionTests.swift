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
}
