import Testing
import TaskDraftKit
@testable import TaskDraftSync

/// A content line ends at CRLF, LF or a lone CR (`ICalendarLineEnd`), in `ICalendarParser` as
/// in the import's reader: an object saved with classic Mac line ends, or with the three mixed,
/// reads as the same lines as with CRLF, a fold after any of them included.
@Suite struct ICalendarLineEndTests {
    static func end(_ text: String, more: Bool = false) -> [Int]? {
        Array(text.utf8).withUnsafeBufferPointer { ICalendarLineEnd.first(in: $0, more: more).map { [$0.contentEnd, $0.next] } }
    }

    @Test func eachLineEndIsWhereItIs() {
        let rows: [(text: String, more: Bool, end: [Int]?)] = [
            ("abc\r\ndef", false, [3, 5]),
            ("abc\ndef", false, [3, 4]),
            ("abc\rdef", false, [3, 4]),
            ("abc\r \tdef", false, [3, 4]),
            // A lone CR, then a CRLF: two line ends, an empty line between.
            ("abc\r\r\n", false, [3, 4]),
            ("\n", false, [0, 1]),
            // Bytes may follow a CR at the end: whether an LF does decides the end.
            ("abc\r", false, [3, 4]),
            ("abc\r", true, nil),
            ("abc\r\n", true, [3, 5]),
            ("abc", false, nil),
            ("", false, nil),
        ]
        for row in rows { #expect(Self.end(row.text, more: row.more) == row.end, "\(row.text.debugDescription)") }
    }

    @Test func theSearchStartsWhereItIsTold() {
        let found = Array("a\rb\nc".utf8).withUnsafeBufferPointer { ICalendarLineEnd.first(in: $0, from: 2) }
        #expect(found?.contentEnd == 3 && found?.next == 4)
    }

    /// `VTodoMappingTests.phone`, its CRLFs made `ends` in turn (a fold after each among them).
    static func phone(endingLinesWith ends: [String]) -> String {
        let lines = VTodoMappingTests.phone.split(separator: Character("\r\n"), omittingEmptySubsequences: false)
        return lines.enumerated().map { i, line in (i == 0 ? "" : ends[(i - 1) % ends.count]) + line }.joined()
    }

    @Test(arguments: [["\r"], ["\n"], ["\r", "\n", "\r\n"], ["\n", "\r\n", "\r"], ["\r\n", "\r", "\n"]])
    func anObjectReadsAsWithCRLFWhateverEndsItsLines(ends: [String]) throws {
        let crlf = try ICalendarParser.parse(VTodoMappingTests.phone)
        let text = Self.phone(endingLinesWith: ends)
        let calendar = try ICalendarParser.parse(text)
        let todo = try #require(calendar.components.first)
        let expected = try #require(crlf.components.first)
        #expect(todo.properties.map(\.name) == expected.properties.map(\.name), "\(ends)")
        #expect(todo.properties.map(\.value) == expected.properties.map(\.value), "\(ends)")
        #expect(todo.components.map(\.name) == ["VALARM"], "\(ends)")
        let read = try #require(VTodoMapping.read(calendar, zone: VTodoMappingTests.zone, now: VTodoMappingTests.now))
        let readCRLF = try #require(VTodoMapping.read(crlf, zone: VTodoMappingTests.zone, now: VTodoMappingTests.now))
        #expect(read.task == readCRLF.task, "\(ends)")
        // The fold: DESCRIPTION's second line opens with a space after whichever end.
        #expect(read.task.notes?.hasSuffix("folded by a client at seventy-five octets") == true, "\(ends)")
    }

    /// A CR alone ends its line: what followed it is a line of its own, no longer the value's.
    @Test func aLoneCRIsNoLongerPartOfTheValue() throws {
        let text = "BEGIN:VCALENDAR\rBEGIN:VTODO\rUID:cr-1\rSUMMARY:Pay rent\rDUE;VALUE=DATE:20261203\r\r\nEND:VTODO\rEND:VCALENDAR\r"
        let todo = try #require(try ICalendarParser.parse(text).components.first)
        #expect(todo.properties.map(\.name) == ["UID", "SUMMARY", "DUE"])
        #expect(todo.property("SUMMARY")?.value == "Pay rent")
        #expect(todo.property("DUE")?.value == "20261203")
        // A fold after a lone CR, by a tab as by a space.
        let folded = "BEGIN:VCALENDAR\rBEGIN:VTODO\rUID:cr-2\rSUMMARY:Pay\r\t the rent\r  today\rEND:VTODO\rEND:VCALENDAR\r"
        #expect(try ICalendarParser.parse(folded).components.first?.property("SUMMARY")?.value == "Pay the rent today")
    }

    /// Whether every line of `text` ends in CRLF: no CR without its LF, no LF without its CR,
    /// and the last line ended.
    static func endsEveryLineInCRLF(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.suffix(2) == [0x0D, 0x0A] else { return false }
        return bytes.indices.allSatisfy { i in
            switch bytes[i] {
            case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A
            case 0x0A: return i > 0 && bytes[i - 1] == 0x0D
            default: return true
            }
        }
    }

    @Test func everyLineEndBecomesCRLFAndEveryContentStays() {
        let rows: [(text: String, crlf: String)] = [
            ("a\r\nb\r\n", "a\r\nb\r\n"),
            ("a\nb\n", "a\r\nb\r\n"),
            ("a\rb\r", "a\r\nb\r\n"),
            ("a\rb\nc\r\n", "a\r\nb\r\nc\r\n"),
            // The last line is ended too.
            ("a\r\nb", "a\r\nb\r\n"),
            ("a", "a\r\n"),
            // A lone CR, then a CRLF: two lines, the second empty.
            ("a\r\r\n", "a\r\n\r\n"),
            // A fold after any end stays a fold; a tab, a multi-byte character and the rest are content.
            ("A:x\r y\n\tz\r\n", "A:x\r\n y\r\n\tz\r\n"),
            ("S:Zo\u{308}e \u{1F600}\nT:\u{037E}", "S:Zo\u{308}e \u{1F600}\r\nT:\u{037E}\r\n"),
            ("", ""),
        ]
        for row in rows {
            #expect(ICalendarLineEnd.crlf(row.text) == row.crlf, "\(row.text.debugDescription)")
            #expect(row.crlf.isEmpty || Self.endsEveryLineInCRLF(ICalendarLineEnd.crlf(row.text)), "\(row.text.debugDescription)")
        }
    }

    /// What TaskDraft writes over a server's object is RFC 5545 text whatever ended the object's
    /// lines: every line ends in CRLF (§3.1), and the object is, byte for byte, what is written
    /// over the same object with CRLF, its untouched lines' content, folds included, as it arrived;
    /// for an edited task as for one written back unchanged.
    @Test(arguments: [["\r"], ["\n"], ["\r", "\n", "\r\n"], ["\n", "\r\n", "\r"], ["\r\n", "\r", "\n"]])
    func anObjectWrittenOverEndsEveryLineInCRLFWhateverEndedItsLines(ends: [String]) throws {
        let stored = Self.phone(endingLinesWith: ends)
        let read = try #require(VTodoMapping.read(try ICalendarParser.parse(stored), zone: VTodoMappingTests.zone, now: VTodoMappingTests.now))
        var edited = read.task
        edited.title = "Call Ann about the lease today"
        for task in [read.task, edited] {
            let written = VTodoMapping.write(task, over: stored, zone: VTodoMappingTests.zone, now: VTodoMappingTests.now, productVersion: "t")
            let overCRLF = VTodoMapping.write(task, over: VTodoMappingTests.phone, zone: VTodoMappingTests.zone,
                                              now: VTodoMappingTests.now, productVersion: "t")
            #expect(Self.endsEveryLineInCRLF(written), "\(ends) \(task.title)")
            #expect(written == overCRLF, "\(ends) \(task.title)")
        }
        #expect(VTodoMapping.write(read.task, over: stored, zone: VTodoMappingTests.zone, now: VTodoMappingTests.now,
                                   productVersion: "t") == VTodoMappingTests.phone)
    }
}

