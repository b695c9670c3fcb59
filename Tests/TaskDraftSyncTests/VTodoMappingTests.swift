import Testing
import TaskDraftKit
@testable import TaskDraftSync

@Suite struct VTodoMappingTests {
    static let zone = Zone.named("Europe/Moscow")!
    static let now = Instant(seconds: 1_796_000_000)

    /// A phone's VTODO: a VALARM, an X- property, RELATED-TO, a folded DESCRIPTION, LF-only lines.
    static let phone = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Phone//EN\r
        BEGIN:VTODO\r
        UID:abc-123\r
        DTSTAMP:20261201T100000Z\r
        LAST-MODIFIED:20261201T100000Z\r
        SUMMARY:Call Ann\\, about the lease\r
        DESCRIPTION:First line\\nsecond line that is long enough to be folded by a\r
          client at seventy-five octets\r
        DUE;TZID=Europe/Berlin:20261203T150000\r
        PRIORITY:2\r
        CATEGORIES:Work,home\r
        X-APPLE-SORT-ORDER:42\r
        RELATED-TO;RELTYPE=PARENT:parent-uid\r
        BEGIN:VALARM\r
        ACTION:DISPLAY\r
        TRIGGER:-PT15M\r
        DESCRIPTION:Reminder\r
        END:VALARM\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    @Test func readsEveryMappedField() throws {
        let calendar = try ICalendarParser.parse(Self.phone)
        let (task, modified) = try #require(VTodoMapping.read(calendar, zone: Self.zone, now: Self.now))
        #expect(task.uuid == "abc-123")
        #expect(task.title == "Call Ann, about the lease")
        #expect(task.notes == "First line\nsecond line that is long enough to be folded by a client at seventy-five octets")
        #expect(task.priority == .high)
        #expect(task.tags == ["work", "home"])
        #expect(task.due?.description == "2026-12-03T15:00:00+01:00")
        #expect(modified == Instant(seconds: 1_796_119_200))
    }

    @Test func anUnchangedTaskWritesTheServersBytesBack() throws {
        let calendar = try ICalendarParser.parse(Self.phone)
        #expect(calendar.text == Self.phone)
        let (task, _) = try #require(VTodoMapping.read(calendar, zone: Self.zone, now: Self.now))
        #expect(VTodoMapping.write(task, over: Self.phone, zone: Self.zone, now: Self.now, productVersion: "t") == Self.phone)
    }

    @Test func aChangedFieldReplacesOnlyItsPropertiesAndKeepsTheRest() throws {
        let calendar = try ICalendarParser.parse(Self.phone)
        var (task, _) = try #require(VTodoMapping.read(calendar, zone: Self.zone, now: Self.now))
        task.title = "Call Ann today"
        task.status = .done
        task.completedAt = Self.now
        let text = VTodoMapping.write(task, over: Self.phone, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(text.contains("SUMMARY:Call Ann today\r\n"))
        #expect(text.contains("STATUS:COMPLETED\r\n"))
        for kept in ["X-APPLE-SORT-ORDER:42\r\n", "RELATED-TO;RELTYPE=PARENT:parent-uid\r\n",
                     "BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M\r\nDESCRIPTION:Reminder\r\nEND:VALARM\r\n",
                     "DUE;TZID=Europe/Berlin:20261203T150000\r\n", "  client at seventy-five octets\r\n"] {
            #expect(text.contains(kept))
        }
        let again = try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: Self.zone, now: Self.now))
        #expect(VTodoMapping.sameFields(again.task, task))
    }

    @Test func hostileTextIsData() throws {
        let hostile = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nSUMMARY:\u{1B}[31mred\u{07}" + String(repeating: "a", count: 5000)
            + "\r\nDESCRIPTION:ok\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let (task, _) = try #require(VTodoMapping.read(try ICalendarParser.parse(hostile), zone: Self.zone, now: Self.now))
        let hasControl = task.title.unicodeScalars.contains { $0.isControlCharacter }
        #expect(!hasControl)
        #expect(task.title.count <= TaskDraft.maximumTitleLength)
    }

    @Test func aNewTaskRoundTrips() throws {
        let task = Task(id: 1, uuid: "u-1", title: "Pay rent; now", notes: "a\\b", status: .pending, priority: .low,
                        project: "home", tags: ["money"], due: .date(CivilDate(year: 2026, month: 12, day: 5)),
                        recurrence: try Recurrence(rrule: "FREQ=MONTHLY"), createdAt: Self.now, modifiedAt: Self.now)
        let text = VTodoMapping.write(task, over: nil, zone: Self.zone, now: Self.now, productVersion: "t")
        let back = try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: Self.zone, now: Self.now))
        #expect(VTodoMapping.sameFields(back.task, task))
        #expect(text.contains("DUE;VALUE=DATE:20261205\r\n"))
    }
}
