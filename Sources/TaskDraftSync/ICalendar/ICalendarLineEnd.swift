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
}
