/// What ends a content line of an iCalendar object, for every reader of one (`ICalendarParser`,
/// the import's `ICalendarRecordReader`): CRLF as RFC 5545 §3.1 says, and LF alone or CR alone,
/// as files saved on other systems end their lines. A CR followed by LF is one line end.
public enum ICalendarLineEnd {
    /// The first line end in `bytes` at or after `from`: where the line's content stops and the
    /// next line starts, as offsets into `bytes`. Nil when there is none, or when `bytes` end in
    /// a CR and `more` says bytes may follow it: an LF there would end the same line.
    public static func first(in bytes: UnsafeBufferPointer<UInt8>, from: Int = 0, more: Bool = false) -> (contentEnd: Int, next: Int)? {
        guard from < bytes.count, let end = bytes[from...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
        if bytes[end] == 0x0A { return (end, end + 1) }
        if end + 1 < bytes.count { return (end, bytes[end + 1] == 0x0A ? end + 2 : end + 1) }
        return more ? nil : (end, end + 1)
    }

    /// `text` with every line ended in CRLF, as §3.1 ends a content line, whichever of the three
    /// ended it, and its last line ended too: each line's content stays byte for byte, so an
    /// object kept as a server sent it goes back as RFC 5545 text.
    public static func crlf(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 2)
            var start = 0
            while start < bytes.count {
                let end = first(in: bytes, from: start)
                out.append(contentsOf: bytes[start..<(end?.contentEnd ?? bytes.count)])
                out += [0x0D, 0x0A]
                start = end?.next ?? bytes.count
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
