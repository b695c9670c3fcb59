import TaskDraftKit
import TaskDraftSync

/// An RFC 5545 VCALENDAR of VTODOs (https://www.rfc-editor.org/rfc/rfc5545), each written by
/// `VTodoProperties`, the writer sync uses, so an exported task and a synced one read alike:
/// DUE as a day (VALUE=DATE), a time with the session zone's TZID and its VTIMEZONE, or UTC
/// when the task was given in another offset; a VALARM per reminder. Lines end in CRLF and
/// are folded at 75 octets without splitting a UTF-8 sequence.
struct ICalendarTaskWriter: TaskWriter {
    let zone: Zone
    /// The earliest and latest deadline exported: the years the VTIMEZONE must cover.
    let deadlines: ClosedRange<Instant>?
    let productVersion: String

    /// The TZID for DUE values, when the session zone is a tz database name.
    private var tzid: String? { VTimeZone.tzid(of: zone) }

    mutating func begin(_ out: Output) {
        var lines = ICalendarLines()
        for line in ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TaskDraft//taskdraft \(productVersion)//EN", "CALSCALE:GREGORIAN"] {
            lines.line(line)
        }
        if let tzid, let deadlines {
            for line in VTimeZone.lines(tzid, zone: zone, covering: deadlines) { lines.line(line) }
        }
        out.write(bytes: lines.bytes)
    }

    mutating func write(_ task: Task, _ out: Output) {
        var l = ICalendarLines()
        l.line("BEGIN:VTODO")
        VTodoProperties.identity(task, stamp: task.modifiedAt, into: &l)
        let dueZone = VTodoProperties.dueZone(of: task, candidates: [tzid])
        for field in VTodoMapping.fields { VTodoProperties.write(field, of: task, dueZone: dueZone, zone: zone, into: &l) }
        l.line("END:VTODO")
        out.write(bytes: l.bytes)
    }

    mutating func end(_ out: Output) {
        var lines = ICalendarLines()
        lines.line("END:VCALENDAR")
        out.write(bytes: lines.bytes)
    }
}
