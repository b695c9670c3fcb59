import TaskDraftKit
import TaskDraftSync

/// An RFC 5545 VCALENDAR of VTODOs (https://www.rfc-editor.org/rfc/rfc5545): UID, SUMMARY,
/// DUE (a day as VALUE=DATE, a time with the session zone's TZID, or UTC when the task was
/// given in another offset), PRIORITY, CATEGORIES, RRULE, STATUS, a VALARM per reminder. Lines end in CRLF and are
/// folded at 75 octets without splitting a UTF-8 sequence.
struct ICalendarTaskWriter: TaskWriter {
    /// Years of offset changes a VTIMEZONE lists at most: a task due in 9999 should not cost
    /// seconds of scanning; past the last change listed, its offset simply continues.
    static let maximumZoneYears = 50

    let zone: Zone
    /// The earliest and latest deadline exported: the years the VTIMEZONE must cover.
    let deadlines: ClosedRange<Instant>?
    let productVersion: String

    /// The TZID for DUE values, when the session zone is a tz database name. A fixed offset
    /// (`+03:00`) or UTC has no name to give; those dues are written in UTC.
    private var tzid: String? {
        let id = zone.identifier
        return id == "UTC" || id.hasPrefix("+") || id.hasPrefix("-") ? nil : id
    }

    mutating func begin(_ out: Output) {
        var lines = ContentLines()
        for line in ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TaskDraft//taskdraft \(productVersion)//EN", "CALSCALE:GREGORIAN"] {
            lines.line(line)
        }
        if let tzid, let deadlines {
            for line in timeZone(tzid, covering: deadlines) { lines.line(line) }
        }
        out.write(bytes: lines.bytes)
    }

    mutating func write(_ task: Task, _ out: Output) {
        var l = ContentLines()
        l.line("BEGIN:VTODO")
        l.start("UID:"); l.text(task.uuid); l.end()
        l.start("DTSTAMP:"); l.utc(task.modifiedAt); l.end()
        l.start("CREATED:"); l.utc(task.createdAt); l.end()
        l.start("LAST-MODIFIED:"); l.utc(task.modifiedAt); l.end()
        l.start("SUMMARY:"); l.text(task.title); l.end()
        if let notes = task.notes { l.start("DESCRIPTION:"); l.text(notes); l.end() }
        switch task.due {
        case .date(let day)?:
            l.start("DUE;VALUE=DATE:")
            BasicTime.date(day, into: &l.current)
            l.end()
        case .dateTime(let zoned)?:
            if let tzid, zone.offset(at: zoned.instant) == zoned.offset {
                l.start("DUE;TZID=")
                l.current.append(contentsOf: tzid.utf8)
                l.current.append(0x3A)
                BasicTime.local(zoned.local, into: &l.current)
                l.end()
            } else {
                l.start("DUE:"); l.utc(zoned.instant); l.end()
            }
        case nil:
            break
        }
        // RFC 5545 §3.8.1.9: 1 is the highest, 9 the lowest, 5 the middle.
        l.line(task.priority == .high ? "PRIORITY:1" : task.priority == .low ? "PRIORITY:9" : "PRIORITY:5")
        if !task.tags.isEmpty {
            l.start("CATEGORIES:")
            for (i, tag) in task.tags.enumerated() {
                if i > 0 { l.current.append(0x2C) }
                l.text(tag)
            }
            l.end()
        }
        if let project = task.project { l.start("X-TASKDRAFT-PROJECT:"); l.text(project); l.end() }
        if let rule = task.recurrence { l.line("RRULE:" + rule.rrule) }
        switch task.status {
        case .pending: l.line("STATUS:NEEDS-ACTION")
        case .done:
            l.line("STATUS:COMPLETED")
            if let completed = task.completedAt { l.start("COMPLETED:"); l.utc(completed); l.end() }
        case .deleted: l.line("STATUS:CANCELLED")
        }
        for reminder in task.reminders { alarm(reminder, of: task, into: &l) }
        l.line("END:VTODO")
        out.write(bytes: l.bytes)
    }

    /// A VALARM per reminder (RFC 5545 §3.6.6): relative ones from DUE (`RELATED=END` is the
    /// DUE of a VTODO; a whole-day DUE counts from the start of its day, as reminders do), fixed
    /// ones in UTC. A relative reminder of a task without a due has nothing to count from.
    private func alarm(_ reminder: Reminder, of task: Task, into l: inout ContentLines) {
        switch reminder {
        case .relative(let seconds):
            guard task.due != nil else { return }
            l.line("BEGIN:VALARM")
            l.line("TRIGGER;RELATED=END:" + Reminder.duration(seconds))
        case .absolute(let instant):
            l.line("BEGIN:VALARM")
            l.start("TRIGGER;VALUE=DATE-TIME:"); l.utc(instant); l.end()
        }
        l.line("ACTION:DISPLAY")
        l.start("DESCRIPTION:"); l.text(task.title); l.end()
        l.line("END:VALARM")
    }

    mutating func end(_ out: Output) {
        var lines = ContentLines()
        lines.line("END:VCALENDAR")
        out.write(bytes: lines.bytes)
    }

    // MARK: - Values

    static func basic(_ date: CivilDate) -> String {
        var bytes: [UInt8] = []
        BasicTime.date(date, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func basic(_ local: LocalDateTime) -> String {
        var bytes: [UInt8] = []
        BasicTime.local(local, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `+0300`, the UTC-OFFSET form (§3.3.14).
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + (minutes / 60 < 10 ? "0" : "") + String(minutes / 60) + (minutes % 60 < 10 ? "0" : "") + String(minutes % 60)
    }

    typealias ContentLines = ICalendarLines

    // MARK: - VTIMEZONE

    /// A VTIMEZONE for `tzid` over the years the deadlines span, read from the tz database
    /// through glibc: the offset at the start, then every change, found day by day and
    /// narrowed to the second. RFC 5545 §3.6.5 requires one for every TZID used.
    private func timeZone(_ tzid: String, covering deadlines: ClosedRange<Instant>) -> [String] {
        let firstYear = zone.date(of: deadlines.lowerBound).year
        let lastYear = min(zone.date(of: deadlines.upperBound).year, firstYear + Self.maximumZoneYears)
        let start = Instant(seconds: LocalDateTime(date: CivilDate(year: firstYear, month: 1, day: 1), time: .midnight).wallSeconds - 86_400)
        let end = Instant(seconds: LocalDateTime(date: CivilDate(year: min(9999, lastYear + 1), month: 1, day: 1), time: .midnight).wallSeconds)
        var changes: [(at: Instant, from: Int, to: Int)] = []
        var t = start
        var offset = zone.offset(at: t)
        while t < end {
            let next = t.adding(seconds: 86_400)
            let nextOffset = zone.offset(at: next)
            if nextOffset != offset {
                var (low, high) = (t.seconds, next.seconds)  // offset(low) is old, offset(high) is new
                while high - low > 1 {
                    let middle = (low + high) / 2
                    if zone.offset(at: Instant(seconds: middle)) == offset { low = middle } else { high = middle }
                }
                changes.append((Instant(seconds: high), offset, nextOffset))
                offset = nextOffset
            }
            t = next
        }
        let initial = zone.offset(at: start)
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + tzid]
        func component(_ at: Instant, from: Int, to: Int, daylight: Bool) {
            let kind = daylight ? "DAYLIGHT" : "STANDARD"
            // DTSTART is the onset in the local time before it (TZOFFSETFROM).
            lines += ["BEGIN:" + kind, "DTSTART:" + Self.basic(LocalDateTime(wallSeconds: at.seconds + Int64(from))),
                      "TZOFFSETFROM:" + Self.offset(from), "TZOFFSETTO:" + Self.offset(to), "END:" + kind]
        }
        // The offset in force at the start; daylight if the first change moves the clock back.
        component(start, from: initial, to: initial, daylight: changes.first.map { $0.to < $0.from } ?? false)
        for change in changes { component(change.at, from: change.from, to: change.to, daylight: change.to > change.from) }
        lines.append("END:VTIMEZONE")
        return lines
    }
}
