import Foundation
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

    /// Clients fold at 75 octets, which may fall between a letter and its combining accent:
    /// the continuation then opens with a space and the accent, and is still a fold.
    @Test func aFoldBeforeACombiningAccentIsJoined() throws {
        let text = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:fold-1\r\nSUMMARY:Meet at the cafe\r\n \u{301} on the corner\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let calendar = try ICalendarParser.parse(text)
        #expect(calendar.text == text)
        let (task, _) = try #require(VTodoMapping.read(calendar, zone: Self.zone, now: Self.now))
        #expect(task.title == "Meet at the caf\u{E9} on the corner")
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

    /// `SEQUENCE:9223372036854775807` (Int.max, past RFC 5545's 32-bit INTEGER) on the server's
    /// copy: an edit pushed over it was `n + 1`, a trap; the SEQUENCE stays as it is, the edit goes.
    @Test func aSequenceAtIntMaxIsKeptWhenAnEditIsWrittenOverIt() throws {
        let stored = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nSUMMARY:Old\r\nSEQUENCE:9223372036854775807\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        var (task, _) = try #require(VTodoMapping.read(try ICalendarParser.parse(stored), zone: Self.zone, now: Self.now))
        task.title = "New"
        let text = VTodoMapping.write(task, over: stored, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(text.contains("SUMMARY:New\r\n") && text.contains("SEQUENCE:9223372036854775807\r\n"))
        let below = stored.replacingOccurrences(of: "9223372036854775807", with: "9223372036854775806")
        #expect(VTodoMapping.write(task, over: below, zone: Self.zone, now: Self.now, productVersion: "t")
            .contains("SEQUENCE:9223372036854775807\r\n"))
    }

    /// `TRIGGER;RELATED=END:-P999999999W999999999W…` (16,000 units, each in range): their sum
    /// overflowed Int64, a trap reading the VTODO. It is no reminder; the alarm stays unread.
    @Test func aTriggerWhoseUnitsSumPastInt64IsNoReminder() throws {
        let trigger = "-P" + String(repeating: "999999999W", count: 16_000)
        let text = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:x\r\nSUMMARY:Alarm\r\nDUE:20261203T150000Z\r\nBEGIN:VALARM\r\n"
            + "ACTION:DISPLAY\r\nTRIGGER;RELATED=END:" + trigger + "\r\nEND:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let (task, _) = try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: Self.zone, now: Self.now))
        #expect(task.title == "Alarm" && task.reminders.isEmpty)
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

    /// The four levels are PRIORITY 1, 5, 9 and 0 written, RFC 5545's ranges read back (1–4
    /// high, 5 medium, 6–9 low); 0, no PRIORITY, and anything a stranger writes outside 0–9 is none.
    @Test func fourPriorityLevelsBothWays() throws {
        for (priority, written) in [(Priority.high, "1"), (.medium, "5"), (.low, "9"), (.unset, "0")] {
            let task = Task(id: 1, uuid: "p", title: "Level", priority: priority, createdAt: Self.now, modifiedAt: Self.now)
            let text = VTodoMapping.write(task, over: nil, zone: Self.zone, now: Self.now, productVersion: "t")
            #expect(text.contains("\r\nPRIORITY:\(written)\r\n"), "\(priority)")
            let back = try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: Self.zone, now: Self.now))
            #expect(back.task.priority == priority)
        }
        let read: [(String?, Priority)] = [
            ("1", .high), ("4", .high), ("5", .medium), ("6", .low), ("9", .low), ("0", .unset), (nil, .unset),
            ("10", .unset), ("-1", .unset), ("99999999999999999999", .unset), ("high", .unset), ("", .unset), (" 3 ", .high),
        ]
        for (value, priority) in read {
            let line = value.map { "PRIORITY:\($0)\r\n" } ?? ""
            let text = Self.phone.replacingOccurrences(of: "PRIORITY:2\r\n", with: line)
            let back = try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: Self.zone, now: Self.now))
            #expect(back.task.priority == priority, "PRIORITY:\(value ?? "(none)")")
        }
    }

    /// The start is DTSTART both ways: a day as a DATE, a moment in UTC; a phone's DTSTART in
    /// its own zone keeps that zone's offset.
    @Test func theStartIsDtstart() throws {
        for start in [Due.date(CivilDate(year: 2026, month: 12, day: 7)),
                      .dateTime(ZonedDateTime(local: LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 8),
                                                                   time: LocalTime(hour: 9, minute: 30)), offset: 3 * 3600))] {
            let task = Task(id: 1, uuid: "u-1", title: "Draft the memo", createdAt: Self.now, modifiedAt: Self.now, start: start)
            let text = VTodoMapping.write(task, over: nil, zone: Self.zone, now: Self.now, productVersion: "t")
            let back = try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: Self.zone, now: Self.now))
            #expect(back.task.start == start, "\(text)")
            #expect(VTodoMapping.sameFields(back.task, task))
        }
        let phone = Self.phone.replacingOccurrences(of: "DUE;TZID=Europe/Berlin:20261203T150000\r\n",
                                                    with: "DTSTART;TZID=Europe/Berlin:20261201T090000\r\nDUE;TZID=Europe/Berlin:20261203T150000\r\n")
        let (task, _) = try #require(VTodoMapping.read(try ICalendarParser.parse(phone), zone: Self.zone, now: Self.now))
        #expect(task.start?.description == "2026-12-01T09:00:00+01:00")
    }

    /// A TZID that is no tz database name is read through the object's own VTIMEZONE.
    @Test func aZoneOfTheObjectsOwnGivesTheOffset() throws {
        let text = """
            BEGIN:VCALENDAR\r
            BEGIN:VTIMEZONE\r
            TZID:W. Europe Standard Time\r
            BEGIN:STANDARD\r
            DTSTART:16010101T030000\r
            TZOFFSETFROM:+0200\r
            TZOFFSETTO:+0100\r
            RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10\r
            END:STANDARD\r
            BEGIN:DAYLIGHT\r
            DTSTART:16010101T020000\r
            TZOFFSETFROM:+0100\r
            TZOFFSETTO:+0200\r
            RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3\r
            END:DAYLIGHT\r
            END:VTIMEZONE\r
            BEGIN:VTODO\r
            UID:w\r
            SUMMARY:Summer\r
            DUE;TZID=W. Europe Standard Time:20260703T150000\r
            END:VTODO\r
            END:VCALENDAR\r

            """
        let (task, _) = try #require(VTodoMapping.read(try ICalendarParser.parse(text), zone: Self.zone, now: Self.now))
        #expect(task.due?.description == "2026-07-03T15:00:00+02:00")
        let winter = text.replacingOccurrences(of: "20260703T150000", with: "20261203T150000")
        let (later, _) = try #require(VTodoMapping.read(try ICalendarParser.parse(winter), zone: Self.zone, now: Self.now))
        #expect(later.due?.description == "2026-12-03T15:00:00+01:00")
    }

    /// A new object names the person's zone and carries its VTIMEZONE; a due given in another offset is UTC.
    @Test func aNewObjectWritesDueInThePersonsZone() throws {
        let due = Self.zone.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 12, day: 3), time: LocalTime(hour: 15, minute: 0)))
        var task = Task(id: 1, uuid: "z", title: "Zoned", due: .dateTime(due), createdAt: Self.now, modifiedAt: Self.now)
        let text = VTodoMapping.write(task, over: nil, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(text.contains("DUE;TZID=Europe/Moscow:20261203T150000\r\n"))
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Moscow\r\n"))
        #expect(text.contains("PRIORITY:0\r\n"))
        task.due = .dateTime(ZonedDateTime(local: due.local, offset: -5 * 3600))
        #expect(VTodoMapping.write(task, over: nil, zone: Self.zone, now: Self.now, productVersion: "t").contains("DUE:20261203T200000Z\r\n"))
    }

    /// The phone's VALARM relative to DUE is a reminder; a changed list rewrites only the alarms it owns.
    @Test func alarmsAreRemindersBothWays() throws {
        let withAlarms = Self.phone.replacingOccurrences(of: "END:VTODO", with: """
            BEGIN:VALARM\r
            ACTION:DISPLAY\r
            TRIGGER;RELATED=END:-PT1H\r
            DESCRIPTION:Due soon\r
            END:VALARM\r
            BEGIN:VALARM\r
            ACTION:EMAIL\r
            TRIGGER;RELATED=END:-P1D\r
            END:VALARM\r
            END:VTODO
            """)
        var (task, _) = try #require(VTodoMapping.read(try ICalendarParser.parse(withAlarms), zone: Self.zone, now: Self.now))
        // TRIGGER:-PT15M counts from DTSTART (RELATED=START is the default) and EMAIL is no reminder here.
        #expect(task.reminders == [.relative(-3600)])
        task.reminders = [.relative(-3600), .absolute(Instant(seconds: 1_796_119_200))]
        let once = VTodoMapping.write(task, over: withAlarms, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(once.contains("TRIGGER;RELATED=END:-PT1H\r\nDESCRIPTION:Due soon\r\n"))
        #expect(once.contains("TRIGGER;VALUE=DATE-TIME:20261201T100000Z\r\n"))
        #expect(once.contains("TRIGGER:-PT15M\r\n") && once.contains("ACTION:EMAIL\r\n"))
        let back = try #require(VTodoMapping.read(try ICalendarParser.parse(once), zone: Self.zone, now: Self.now))
        #expect(VTodoMapping.sameFields(back.task, task))
        #expect(VTodoMapping.write(back.task, over: once, zone: Self.zone, now: Self.now, productVersion: "t") == once)
        task.reminders = []
        let none = VTodoMapping.write(task, over: once, zone: Self.zone, now: Self.now, productVersion: "t")
        #expect(none.components(separatedBy: "BEGIN:VALARM").count == 3)
        #expect(!none.contains("RELATED=END:-PT1H") && none.contains("ACTION:EMAIL"))
    }
}
