import TaskDraftKit

/// An RFC 5545 VCALENDAR of VTODOs (https://www.rfc-editor.org/rfc/rfc5545): UID, SUMMARY,
/// DUE (a day as VALUE=DATE, a time with the session zone's TZID, or UTC when the task was
/// given in another offset), PRIORITY, CATEGORIES, RRULE, STATUS. Lines end in CRLF and are
/// folded at 75 octets without splitting a UTF-8 sequence.
struct ICalendarTaskWriter: TaskWriter {
    /// RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break.
    static let maximumLineOctets = 75

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
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TaskDraft//taskdraft \(productVersion)//EN", "CALSCALE:GREGORIAN"]
        if let tzid, let deadlines { lines += timeZone(tzid, covering: deadlines) }
        for line in lines { Self.emit(line, out) }
    }

    mutating func write(_ task: Task, _ out: Output) {
        var lines = ["BEGIN:VTODO", "UID:" + Self.text(task.uuid),
                     "DTSTAMP:" + Self.utc(task.modifiedAt), "CREATED:" + Self.utc(task.createdAt),
                     "LAST-MODIFIED:" + Self.utc(task.modifiedAt), "SUMMARY:" + Self.text(task.title)]
        if let notes = task.notes { lines.append("DESCRIPTION:" + Self.text(notes)) }
        switch task.due {
        case .date(let day)?:
            lines.append("DUE;VALUE=DATE:" + Self.basic(day))
        case .dateTime(let zoned)?:
            if let tzid, zone.offset(at: zoned.instant) == zoned.offset {
                lines.append("DUE;TZID=\(tzid):" + Self.basic(zoned.local))
            } else {
                lines.append("DUE:" + Self.utc(zoned.instant))
            }
        case nil:
            break
        }
        // RFC 5545 §3.8.1.9: 1 is the highest, 9 the lowest, 5 the middle.
        lines.append("PRIORITY:" + (task.priority == .high ? "1" : task.priority == .low ? "9" : "5"))
        if !task.tags.isEmpty { lines.append("CATEGORIES:" + task.tags.map(Self.text).joined(separator: ",")) }
        if let project = task.project { lines.append("X-TASKDRAFT-PROJECT:" + Self.text(project)) }
        if let rule = task.recurrence { lines.append("RRULE:" + rule.rrule) }
        switch task.status {
        case .pending: lines.append("STATUS:NEEDS-ACTION")
        case .done:
            lines.append("STATUS:COMPLETED")
            if let completed = task.completedAt { lines.append("COMPLETED:" + Self.utc(completed)) }
        case .deleted: lines.append("STATUS:CANCELLED")
        }
        lines.append("END:VTODO")
        for line in lines { Self.emit(line, out) }
    }

    mutating func end(_ out: Output) { Self.emit("END:VCALENDAR", out) }

    // MARK: - Values

    /// TEXT escaping (§3.3.11): backslash, semicolon, comma, and line breaks as `\n`.
    static func text(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            case "\r": break
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func basic(_ date: CivilDate) -> String { date.description.replacingOccurrences(of: "-", with: "") }

    static func basic(_ local: LocalDateTime) -> String {
        basic(local.date) + "T" + local.time.description.replacingOccurrences(of: ":", with: "")
    }

    static func utc(_ instant: Instant) -> String { basic(LocalDateTime(wallSeconds: instant.seconds)) + "Z" }

    /// `+0300`, the UTC-OFFSET form (§3.3.14).
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + (minutes / 60 < 10 ? "0" : "") + String(minutes / 60) + (minutes % 60 < 10 ? "0" : "") + String(minutes % 60)
    }

    /// Writes one content line folded at 75 octets, CRLF-terminated (§3.1). A fold never
    /// falls inside a UTF-8 sequence: it moves back to the sequence's first byte.
    static func emit(_ line: String, _ out: Output) {
        var bytes = Array(line.utf8)
        if bytes.count <= maximumLineOctets {
            bytes += [0x0D, 0x0A]
            out.write(bytes: bytes)
            return
        }
        var folded: [UInt8] = []
        folded.reserveCapacity(bytes.count + bytes.count / 70 * 3 + 2)
        var start = 0
        var limit = maximumLineOctets
        while start < bytes.count {
            var end = min(bytes.count, start + limit)
            while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
            if start > 0 { folded += [0x0D, 0x0A, 0x20] }
            folded += bytes[start..<end]
            start = end
            limit = maximumLineOctets - 1  // continuation lines begin with a space
        }
        folded += [0x0D, 0x0A]
        out.write(bytes: folded)
    }

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
