/// Where a content line of an iCalendar object starts, for every reader of one (`ICalendarParser`,
/// the import's `ICalendarRecordReader`): after a UTF-8 byte order mark, which an editor puts at
/// the top of a file, and so at the top of each file `cat` joined into one, and which a server
/// that keeps a client's bytes hands back, behind the line break it starts its calendar-data
/// with. A line with nothing after that is blank: RFC 5545 has no blank lines (§3.1), yet
/// exporters write them between properties, and a CRLF written through a stream that makes every
/// LF a CRLF is CR CR LF, a blank line after each line, before a fold's continuation too. A blank
/// line is passed over as if it were not there: it holds no property and ends no fold.
public enum ICalendarLineStart {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Where the content of `line` (its bytes without their line end) starts; nil for a blank line.
    public static func content<Line: Collection<UInt8>>(of line: Line) -> Line.Index? {
        let start = line.starts(with: byteOrderMark) ? line.index(line.startIndex, offsetBy: byteOrderMark.count) : line.startIndex
        return start == line.endIndex ? nil : start
    }
}
