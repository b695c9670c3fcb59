import Testing
import TaskDraftKit
@testable import TaskDraftSync

/// A content line starts after a UTF-8 byte order mark, and a blank line is no line
/// (`ICalendarLineStart`): a server's object with either reads as the same lines as without, a
/// fold after a blank line still continues its property, and what is written over it holds no
/// blank line and no mark.
@Suite struct ICalendarLineStartTests {
    @Test func whereALineStarts() {
        let rows: [(bytes: [UInt8], start: Int?)] = [
            (Array("UID:x".utf8), 0),
            ([0xEF, 0xBB, 0xBF] + Array("BEGIN:VCALENDAR".utf8), 3),
            // A fold keeps its space: it is the line's content that says it is a fold.
            (Array(" folded".utf8), 0),
            ([], nil),
            ([0xEF, 0xBB, 0xBF], nil),
            // Half a mark, or a mark's bytes inside a line, is content.
            ([0xEF, 0xBB], 0),
            (Array("A:".utf8) + [0xEF, 0xBB, 0xBF], 0),
        ]
        for row in rows { #expect(ICalendarLineStart.content(of: row.bytes) == row.start, "\(row.bytes)") }
    }

    /// `VTodoMappingTests.phone` (a folded DESCRIPTION, a VALARM), each CRLF made `end`, then
    /// `head` before it.
    static func phone(head: String, end: String) -> String {
        head + VTodoMappingTests.phone.replacingOccurrences(of: "\r\n", with: end)
    }

    /// A mark at the top, one after the line break a server begins its calendar-data with, a
    /// blank line after every line (an exporter's), every CRLF written as CR CR LF (through a
    /// stream that makes each LF a CRLF: a blank line between DESCRIPTION and its fold), and
    /// runs of LFs: each reads as the object without them, the same lines and the same task.
    @Test(arguments: [("\u{FEFF}", "\r\n"), ("\r\n\u{FEFF}", "\r\n"), ("\u{FEFF}", "\r\n\r\n"),
                      ("\n\n\u{FEFF}", "\r\r\n"), ("", "\n\n\n"), ("\r\n\r\n", "\r\n\r\n\r\n")])
    func anObjectReadsAsWithoutItsByteOrderMarkAndBlankLines(head: String, end: String) throws {
        let clean = try ICalendarParser.parse(VTodoMappingTests.phone)
        let text = Self.phone(head: head, end: end)
        let calendar = try ICalendarParser.parse(text)
        let label = "\(head.debugDescription) \(end.debugDescription)"
        let todo = try #require(calendar.components.first), expected = try #require(clean.components.first)
        #expect(calendar.properties.map(\.name) == ["VERSION", "PRODID"], "\(label)")
        #expect(todo.properties.map(\.name) == expected.properties.map(\.name), "\(label)")
        #expect(todo.properties.map(\.value) == expected.properties.map(\.value), "\(label)")
        #expect(todo.components.map(\.name) == ["VALARM"], "\(label)")
        let read = try #require(VTodoMapping.read(calendar, zone: VTodoMappingTests.zone, now: VTodoMappingTests.now))
        let readClean = try #require(VTodoMapping.read(clean, zone: VTodoMappingTests.zone, now: VTodoMappingTests.now))
        #expect(read.task == readClean.task, "\(label)")
        #expect(read.task.notes?.hasSuffix("folded by a client at seventy-five octets") == true, "\(label)")
        // Written back, the object is RFC 5545 text: no blank line, no mark, the fold a fold.
        #expect(calendar.text == VTodoMappingTests.phone, "\(label)")
        var edited = read.task
        edited.title = "Call Ann about the lease today"
        let written = VTodoMapping.write(edited, over: text, zone: VTodoMappingTests.zone, now: VTodoMappingTests.now, productVersion: "t")
        #expect(written == VTodoMapping.write(edited, over: VTodoMappingTests.phone, zone: VTodoMappingTests.zone,
                                              now: VTodoMappingTests.now, productVersion: "t"), "\(label)")
    }

    /// A blank line between a line and its fold is passed over: the fold continues the property
    /// before the blank line, its raw bytes the two pieces without the blank line between.
    @Test func aFoldAfterABlankLineContinuesTheLineBeforeIt() throws {
        let lines = ICalendarParser.logicalLines("SUMMARY:Pay\r\r\n  the rent\r\r\n\r\n  today\r\r\nUID:x\r\n")
        #expect(lines.map(\.unfolded) == ["SUMMARY:Pay the rent today", "UID:x"])
        #expect(lines.map(\.raw) == ["SUMMARY:Pay\r  the rent\r  today\r", "UID:x\r\n"])
    }
}
