import Testing
@testable import TaskDraftKit
@testable import TaskDraftSync

/// Each field's place in a VTODO is part of its row (`TaskField.calendar`): the mapping
/// writes, reads, compares, copies and words every field by walking the table.
@Suite struct CalendarPlaceTests {
    static let zone = Zone.named("Europe/Moscow")!
    static let now = Instant(seconds: 1_796_000_000)

    /// A task whose every field is a new task's, but for a due (a relative reminder counts
    /// from it) a day other than the example's.
    static var base: Task {
        Task(id: 2, uuid: "base-uid", title: "Base", due: .date(CivilDate(year: 2026, month: 11, day: 1)),
             createdAt: Instant(seconds: 1_764_000_000), modifiedAt: Instant(seconds: 1_764_000_000))
    }

    @Test(arguments: TaskField.calendarFields.map(\.name))
    func eachFieldsExampleTravelsThroughAVTodoAndBack(_ key: String) throws {
        let field = try #require(TaskField.calendarFields.first { $0.name == key })
        let place = try #require(field.calendar)
        var task = Self.base
        field.example(&task)
        #expect(place.differs(task, Self.base), "the example is a value a new task has: \(key)")
        let text = VTodoMapping.write(task, over: nil, zone: Self.zone, now: Self.now, productVersion: "t")
        let back = try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: Self.zone, now: Self.now))
        #expect(!place.differs(back.task, task), "\(key): \(place.describe(back.task)) read back, \(place.describe(task)) written")
        #expect(VTodoMapping.sameFields(back.task, task))

        // A server's copy that changed only this field is merged into the base by it alone.
        var merged = Self.base
        place.copy(back.task, &merged)
        #expect(!place.differs(merged, task))
        #expect(place.describe(merged) == place.describe(task))
        #expect(place.describe(merged) != place.describe(Self.base))
    }

    @Test(arguments: TaskField.calendarFields.map(\.name))
    func aChangeOfOneFieldRewritesOnlyItsOwnLines(_ key: String) throws {
        let field = try #require(TaskField.calendarFields.first { $0.name == key })
        let stored = VTodoMapping.write(Self.base, over: nil, zone: Self.zone, now: Self.now, productVersion: "t")
        var task = Self.base
        field.example(&task)
        let text = VTodoMapping.write(task, over: stored, zone: Self.zone, now: Self.now, productVersion: "t")
        let back = try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: Self.zone, now: Self.now))
        #expect(VTodoMapping.sameFields(back.task, task), "\(key)")
        let storedLines = Set(Self.lines(stored)), lines = Self.lines(text)
        let added = lines.filter { !storedLines.contains($0) && !$0.hasPrefix("DTSTAMP") && !$0.hasPrefix("LAST-MODIFIED") }
        #expect(!added.isEmpty, "\(key) wrote no line of its own")
    }

    /// A form only one field has is code of TaskDraftSync's own, found by the field's key: a
    /// row that says `.own` without one would write nothing, and a writer no row asks for is
    /// dead. Two fields of one RELTYPE would each read the other's lines as their own.
    @Test func everyFormOfAFieldsOwnHasItsWriter() {
        let own = TaskField.calendarFields.filter { if case .own = $0.calendar!.form { return true } else { return false } }
        #expect(Set(own.map(\.name)) == Set(VTodoProperties.ownForms.keys))
        let types = VTodoRelated.all.map(\.type)
        #expect(types == ["PARENT", "DEPENDS-ON"])
        #expect(Set(types).count == types.count)
    }

    /// The order a VTODO has always been written in (objects on servers and in files).
    @Test func theFieldsAreWrittenInTheirOrder() {
        #expect(VTodoMapping.fields.map(\.name) == ["title", "notes", "due", "start", "wait", "estimate", "priority", "tags",
                                                     "project", "recurrence", "parent", "depends", "status", "reminders"])
        #expect(VTodoMapping.place("title")?.properties == ["SUMMARY"])
        #expect(VTodoMapping.place("start")?.properties == ["DTSTART"])
        #expect(VTodoMapping.place("wait")?.properties == ["X-TASKDRAFT-WAIT"])
        #expect(VTodoMapping.place("estimate")?.properties == ["X-TASKDRAFT-ESTIMATE"])
    }

    static func lines(_ text: String) -> [String] {
        ICalendarParser.logicalLines(text).map(\.unfolded)
    }
}
