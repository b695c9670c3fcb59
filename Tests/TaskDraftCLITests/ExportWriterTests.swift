import Foundation
import Testing
import TaskDraftKit
import TaskDraftSync
@testable import TaskDraftCLI

/// Captures what a writer writes, through a pipe-free temporary file.
func written(_ body: (Output) -> Void) throws -> [UInt8] {
    let path = NSTemporaryDirectory() + "taskdraft-out-\(UUID().uuidString)"
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    defer { unlink(path) }
    let out = Output(fd: fd)
    body(out)
    out.flush()
    close(fd)
    return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
}

@Suite struct ICalendarTaskWriterTests {
    static let berlin = Zone.named("Europe/Berlin")!

    func task(_ title: String, due: Due?, status: TaskStatus = .pending, tags: [String] = [], notes: String? = nil) -> Task {
        Task(id: 1, uuid: "0b29777e-11fa-4e06-9aa0-a5623fc08f12", title: title, notes: notes, status: status, priority: .high,
             project: "Q4, again", tags: tags, due: due, recurrence: try? Recurrence(rrule: "FREQ=WEEKLY;BYDAY=MO"),
             createdAt: Instant(seconds: 1_796_194_800), modifiedAt: Instant(seconds: 1_796_198_400),
             completedAt: status == .done ? Instant(seconds: 1_796_198_400) : nil)
    }

    func export(_ tasks: [Task], zone: Zone) throws -> String {
        var writer = ICalendarTaskWriter(zone: zone, deadlines: tasks.compactMap { $0.due?.deadline(in: zone) }.min().map { low in
            low...(tasks.compactMap { $0.due?.deadline(in: zone) }.max()!)
        }, productVersion: "test")
        let bytes = try written { out in
            writer.begin(out)
            for task in tasks { writer.write(task, out) }
            writer.end(out)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func linesAreFoldedAt75OctetsWithoutSplittingCharacters() throws {
        let title = String(repeating: "Сдать квартальный отчёт; ", count: 6)
        let text = try export([task(title, due: nil, notes: "line 1\nline 2, with comma")], zone: Self.berlin)
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "bare LF in output")
        for line in lines {
            #expect(line.utf8.count <= 75, "line of \(line.utf8.count) octets: \(line)")
            #expect(String(validating: Array(line.utf8), as: UTF8.self) != nil)
        }
        // Unfolding gives the escaped value back.
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("SUMMARY:" + title.replacingOccurrences(of: ";", with: "\\;") + "\r\n"))
        #expect(unfolded.contains("DESCRIPTION:line 1\\nline 2\\, with comma\r\n"))
        #expect(unfolded.contains("X-TASKDRAFT-PROJECT:Q4\\, again\r\n"))
    }

    @Test func dueFormsPriorityStatusAndRule() throws {
        let zoned = Self.berlin.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 7, day: 3), time: LocalTime(hour: 15, minute: 0)))
        let other = ZonedDateTime(local: LocalDateTime(date: CivilDate(year: 2026, month: 7, day: 3), time: LocalTime(hour: 15, minute: 0)),
                                  offset: 5 * 3600)
        let text = try export([task("Timed", due: .dateTime(zoned), tags: ["a", "b"]),
                               task("Day", due: .date(CivilDate(year: 2026, month: 12, day: 24)), status: .done),
                               task("Elsewhere", due: .dateTime(other), status: .deleted)], zone: Self.berlin)
        #expect(text.contains("DUE;TZID=Europe/Berlin:20260703T150000\r\n"))
        #expect(text.contains("DUE;VALUE=DATE:20261224\r\n"))
        #expect(text.contains("DUE:20260703T100000Z\r\n"))
        #expect(text.contains("PRIORITY:1\r\nCATEGORIES:a,b\r\n"))
        #expect(text.contains("RRULE:FREQ=WEEKLY;BYDAY=MO\r\n"))
        #expect(text.contains("STATUS:COMPLETED\r\nCOMPLETED:20261202T080000Z\r\n"))
        #expect(text.contains("STATUS:CANCELLED\r\n"))
        #expect(text.components(separatedBy: "BEGIN:VTODO").count == 4)
    }

    /// Export and sync write a task with one writer: the same VTODO, byte for byte.
    @Test func exportAndSyncWriteTheSameVTodo() throws {
        let zoned = Self.berlin.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 7, day: 3), time: LocalTime(hour: 15, minute: 0)))
        var timed = task("Timed", due: .dateTime(zoned), tags: ["a"], notes: "n")
        timed.priority = .unset
        timed.reminders = [.relative(-1800), .absolute(Instant(seconds: 1_796_198_400))]
        for one in [timed, task("Day", due: .date(CivilDate(year: 2026, month: 12, day: 24)), status: .done)] {
            func vtodo(_ text: String) -> String? {
                guard let start = text.range(of: "BEGIN:VTODO"), let end = text.range(of: "END:VTODO\r\n") else { return nil }
                return String(text[start.lowerBound..<end.upperBound])
            }
            let exported = try #require(vtodo(try export([one], zone: Self.berlin)))
            let synced = VTodoMapping.write(one, over: nil, zone: Self.berlin, now: one.modifiedAt, productVersion: "test")
            #expect(vtodo(synced) == exported)
        }
        #expect(try export([timed], zone: Self.berlin).contains("PRIORITY:0\r\n"))
    }

    @Test func theTimeZoneListsEveryOffsetChangeInTheYearsUsed() throws {
        let summer = Self.berlin.zoned(LocalDateTime(date: CivilDate(year: 2026, month: 7, day: 3), time: LocalTime(hour: 15, minute: 0)))
        let text = try export([task("Timed", due: .dateTime(summer))], zone: Self.berlin)
        // 2026: clocks go forward on 29 March at 02:00 and back on 25 October at 03:00 (EU rules).
        #expect(text.contains("BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT"))
        #expect(text.contains("BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD"))
        #expect(text.components(separatedBy: "BEGIN:VTIMEZONE").count == 2)
        // A fixed offset has no TZID to give; times are written in UTC and no VTIMEZONE appears.
        let fixed = try export([task("Timed", due: .dateTime(summer))], zone: Zone.named("+02:00")!)
        #expect(!fixed.contains("VTIMEZONE"))
        #expect(fixed.contains("DUE:20260703T130000Z\r\n"))
    }
}

@Suite struct CSVTaskWriterTests {
    @Test func fieldsThatNeedQuotesReadBackTheSame() throws {
        let zone = Fixtures.moscow
        let task = Task(id: 3, uuid: "0b29777e-11fa-4e06-9aa0-a5623fc08f12", title: "Say \"hi\", then go",
                        notes: "two\r\nlines", priority: .low, project: "p", tags: ["a", "b"],
                        due: .date(CivilDate(year: 2026, month: 12, day: 4)),
                        createdAt: Instant(seconds: 1_796_194_800), modifiedAt: Instant(seconds: 1_796_194_800))
        var writer = CSVTaskWriter(zone: zone)
        let bytes = try written { out in
            writer.begin(out)
            writer.write(task, out)
            writer.end(out)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\"Say \"\"hi\"\", then go\""))
        let file = try InputFile(bytes, name: "back.csv")
        let records = Fixtures.records(Fixtures.read(try CSVReader(source: try file.source(), zone: zone, now: Fixtures.context.now)))
        let fields = try #require(records.first?.fields)
        #expect(fields.title == task.title && fields.due == task.due)
        let annotations = try JSONParser.parse(try #require(fields.more["annotations"]?.stringValue))
        #expect(try Annotation.list(annotations, zone: zone) == task.annotations)
        #expect(fields.tags == task.tags && fields.priority == .low && fields.uid == task.uuid)
        #expect(fields.created == task.createdAt && fields.status == .pending)
    }
}
