import TaskDraftKit

/// A task ↔ a VTODO (RFC 5545 §3.6.2), the mapping the README's sync section tabulates:
/// UID ↔ uuid, SUMMARY ↔ title, DESCRIPTION ↔ notes, DUE (VALUE=DATE, TZID or UTC) ↔ due,
/// PRIORITY 1–4 / 5 or none / 6–9 ↔ high / normal / low, CATEGORIES ↔ tags,
/// X-TASKDRAFT-PROJECT ↔ project, RRULE ↔ recurrence, STATUS and COMPLETED ↔ status.
///
/// Writing goes over the server's copy: only the properties of fields that changed are
/// replaced, every other line (VALARM, X-…, RELATED-TO, ATTACH, a VTIMEZONE) is written back
/// byte for byte, so a sync never destroys another client's data.
public enum VTodoMapping {
    /// The fields a sync compares; `completedAt` travels with `status`.
    public enum Field: String, CaseIterable, Sendable {
        case title, notes, status, priority, project, tags, due, recurrence

        /// The properties a field owns in a VTODO.
        var properties: [String] {
            switch self {
            case .title: return ["SUMMARY"]
            case .notes: return ["DESCRIPTION"]
            case .status: return ["STATUS", "COMPLETED", "PERCENT-COMPLETE"]
            case .priority: return ["PRIORITY"]
            case .project: return ["X-TASKDRAFT-PROJECT"]
            case .tags: return ["CATEGORIES"]
            case .due: return ["DUE"]
            case .recurrence: return ["RRULE"]
            }
        }

        public func differs(_ a: Task, _ b: Task) -> Bool {
            switch self {
            case .title: return a.title != b.title
            case .notes: return a.notes != b.notes
            case .status: return a.status != b.status
            case .priority: return a.priority != b.priority
            case .project: return a.project != b.project
            case .tags: return a.tags != b.tags
            case .due: return a.due != b.due
            case .recurrence: return a.recurrence != b.recurrence
            }
        }

        /// `from`'s value of this field put into `task`.
        public func copy(from: Task, into task: inout Task) {
            switch self {
            case .title: task.title = from.title
            case .notes: task.notes = from.notes
            case .status: task.status = from.status; task.completedAt = from.completedAt
            case .priority: task.priority = from.priority
            case .project: task.project = from.project
            case .tags: task.tags = from.tags
            case .due: task.due = from.due
            case .recurrence: task.recurrence = from.recurrence
            }
        }

        /// The field's value as the audit log shows it.
        public func describe(_ task: Task) -> String {
            switch self {
            case .title: return "\"\(task.title)\""
            case .notes: return task.notes.map { "\"\($0)\"" } ?? "none"
            case .status: return task.status.rawValue
            case .priority: return task.priority.rawValue
            case .project: return task.project ?? "none"
            case .tags: return task.tags.isEmpty ? "none" : task.tags.joined(separator: " ")
            case .due: return task.due?.description ?? "none"
            case .recurrence: return task.recurrence?.rrule ?? "none"
            }
        }
    }

    /// Whether two tasks agree on every synced field.
    public static func sameFields(_ a: Task, _ b: Task) -> Bool { !Field.allCases.contains { $0.differs(a, b) } }

    /// The calendar object's VTODO (the first; overrides of a recurring one stay in the raw text).
    public static func vtodo(_ calendar: ICalendarComponent) -> ICalendarComponent? {
        calendar.components.first { $0.name == "VTODO" }
    }

    /// The task a VTODO describes, its text sanitised as any input is (control characters
    /// out, the title cut to its limit); nil without a VTODO or a UID.
    public static func read(_ calendar: ICalendarComponent, zone: Zone, now: Instant) -> (task: Task, lastModified: Instant?)? {
        guard let todo = vtodo(calendar), let uid = todo.property("UID")?.value.trimmingWhitespace(), !uid.isEmpty,
              !uid.unicodeScalars.contains(where: \.isControlCharacter) else { return nil }
        func text(_ name: String) -> String? { todo.property(name).map { ICalendarParser.unescapeText($0.value) } }
        var title = clean(text("SUMMARY") ?? "", keepLineBreaks: false)
        if title.count > TaskDraft.maximumTitleLength { title = String(title.prefix(TaskDraft.maximumTitleLength)) }
        if title.trimmingWhitespace().isEmpty { title = TaskDraft.placeholderTitle }
        let notes = text("DESCRIPTION").map { clean($0, keepLineBreaks: true) }
        let project = text("X-TASKDRAFT-PROJECT").map { clean($0, keepLineBreaks: false) }
        var tags: [String] = []
        for p in todo.properties where p.name == "CATEGORIES" {
            tags += ICalendarParser.textList(p.value).map { clean($0, keepLineBreaks: false) }
        }
        let draft = TaskDraft(title: title, notes: notes, due: todo.property("DUE").flatMap { due($0, zone: zone) },
                              priority: priority(todo.property("PRIORITY")?.value), project: project, tags: tags,
                              recurrence: todo.property("RRULE").flatMap { try? Recurrence(rrule: $0.value) }, backend: "sync")
        let valid = (try? draft.validated()) ?? TaskDraft(title: TaskDraft.placeholderTitle, backend: "sync")
        let lastModified = (todo.property("LAST-MODIFIED") ?? todo.property("DTSTAMP")).flatMap { instant($0, zone: zone) }
        let created = todo.property("CREATED").flatMap { instant($0, zone: zone) }
        var status: TaskStatus = .pending
        var completedAt: Instant?
        switch todo.property("STATUS")?.value.trimmingWhitespace().uppercased() {
        case "COMPLETED"?:
            status = .done
            completedAt = todo.property("COMPLETED").flatMap { instant($0, zone: zone) } ?? lastModified ?? now
        case "CANCELLED"?: status = .deleted
        default:
            if let completed = todo.property("COMPLETED").flatMap({ instant($0, zone: zone) }) {
                status = .done
                completedAt = completed
            }
        }
        let task = Task(id: 0, uuid: uid, title: valid.title, notes: valid.notes, status: status, priority: valid.priority,
                        project: valid.project, tags: valid.tags, due: valid.due, recurrence: valid.recurrence,
                        createdAt: created ?? lastModified ?? now, modifiedAt: lastModified ?? now, completedAt: completedAt)
        return (task, lastModified)
    }

    /// Control characters become spaces (line breaks kept in notes): a server's text is data,
    /// and an ESC sequence in a SUMMARY must not reach a terminal.
    static func clean(_ text: String, keepLineBreaks: Bool) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n", keepLineBreaks { out.append(scalar) }
            else if scalar == "\r" { continue }
            else if scalar.isControlCharacter { out.append(" ") }
            else { out.append(scalar) }
        }
        return String(out)
    }

    /// RFC 5545 §3.8.1.9: 1 highest, 9 lowest, 0 undefined; CUAs split them 1–4, 5, 6–9.
    static func priority(_ value: String?) -> Priority {
        guard let n = value.flatMap({ Int($0.trimmingWhitespace()) }), n > 0 else { return .normal }
        return n < 5 ? .high : n == 5 ? .normal : .low
    }

    static func due(_ property: ICalendarProperty, zone: Zone) -> Due? {
        let value = property.value.trimmingWhitespace()
        if property.parameter("VALUE")?.uppercased() == "DATE" || value.count == 8 {
            return date(value).map(Due.date)
        }
        guard let instant = instant(property, zone: zone) else { return nil }
        if let tzid = property.parameter("TZID"), let named = Zone.named(trimmedZoneID(tzid)) {
            return .dateTime(named.zoned(instant))
        }
        return .dateTime(zone.zoned(instant))
    }

    /// A DATE-TIME property as an instant: UTC (`Z`), in its TZID, or floating (in `zone`).
    static func instant(_ property: ICalendarProperty, zone: Zone) -> Instant? {
        let value = property.value.trimmingWhitespace()
        guard let local = localDateTime(value) else { return date(value).map { zone.instant(of: LocalDateTime(date: $0, time: .midnight)) } }
        if value.hasSuffix("Z") { return ZonedDateTime(local: local, offset: 0).instant }
        if let tzid = property.parameter("TZID"), let named = Zone.named(trimmedZoneID(tzid)) { return named.instant(of: local) }
        return zone.instant(of: local)
    }

    /// Some clients write `/mozilla.org/20050126_1/Europe/Berlin`-style TZIDs; the tz name is at the end.
    static func trimmedZoneID(_ tzid: String) -> String {
        if Zone.named(tzid) != nil { return tzid }
        let parts = tzid.split(separator: "/")
        return parts.count >= 2 ? parts.suffix(2).joined(separator: "/") : tzid
    }

    static func date(_ text: String) -> CivilDate? {
        let digits = Array(text.utf8.prefix(8))
        guard digits.count == 8, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        func n(_ range: Range<Int>) -> Int { digits[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        return CivilDate.validated(year: n(0..<4), month: n(4..<6), day: n(6..<8))
    }

    static func localDateTime(_ text: String) -> LocalDateTime? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 15, bytes[8] == 0x54, let day = date(text) else { return nil }
        let clock = bytes[9..<15]
        guard clock.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        let d = clock.map { Int($0 - 0x30) }
        guard let time = LocalTime.validated(hour: d[0] * 10 + d[1], minute: d[2] * 10 + d[3], second: min(59, d[4] * 10 + d[5])) else {
            return nil
        }
        return LocalDateTime(date: day, time: time)
    }

    // MARK: - Writing

    /// `task` as a calendar object: over `stored` (the server's copy) only the changed
    /// fields' properties are replaced; without one, a new object.
    public static func write(_ task: Task, over stored: String?, zone: Zone, now: Instant, productVersion: String) -> String {
        if let stored, let calendar = try? ICalendarParser.parse(stored), let old = read(calendar, zone: zone, now: now) {
            return rewrite(calendar, old: old.task, new: task, now: now)
        }
        var lines = ICalendarLines()
        for line in ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TaskDraft//taskdraft \(productVersion)//EN", "BEGIN:VTODO"] {
            lines.line(line)
        }
        lines.start("UID:"); lines.text(task.uuid); lines.end()
        lines.start("DTSTAMP:"); lines.utc(now); lines.end()
        lines.start("CREATED:"); lines.utc(task.createdAt); lines.end()
        lines.start("LAST-MODIFIED:"); lines.utc(task.modifiedAt); lines.end()
        var text = String(decoding: lines.bytes, as: UTF8.self)
        for field in Field.allCases { text += propertiesText(field, of: task, originalDue: nil) }
        return text + "END:VTODO\r\nEND:VCALENDAR\r\n"
    }

    private static func rewrite(_ calendar: ICalendarComponent, old: Task, new: Task, now: Instant) -> String {
        var calendar = calendar
        guard let index = calendar.entries.firstIndex(where: { if case .component(let c) = $0 { return c.name == "VTODO" }; return false }),
              case .component(var todo) = calendar.entries[index] else { return calendar.text }
        let changed = Field.allCases.filter { $0.differs(old, new) }
        if changed.isEmpty { return calendar.text }
        for field in changed {
            let originalDue = field == .due ? todo.property("DUE") : nil
            let replacement = propertiesText(field, of: new, originalDue: originalDue)
            replace(field.properties, in: &todo, with: replacement)
        }
        for (name, instant) in [("LAST-MODIFIED", max(new.modifiedAt, now)), ("DTSTAMP", now)] {
            replace([name], in: &todo, with: "\(name):\(BasicTime.utc(instant))\r\n")
        }
        if let sequence = todo.property("SEQUENCE"), let n = Int(sequence.value.trimmingWhitespace()) {
            replace(["SEQUENCE"], in: &todo, with: "SEQUENCE:\(n + 1)\r\n")
        }
        calendar.entries[index] = .component(todo)
        return calendar.text
    }

    /// Drops every property named in `names` and puts `text` (whole lines) where the first was,
    /// or before the first sub-component (a VALARM) when there was none.
    private static func replace(_ names: [String], in todo: inout ICalendarComponent, with text: String) {
        let first = todo.entries.firstIndex { if case .property(let p) = $0 { return names.contains(p.name) }; return false }
        let insertAt = first ?? todo.entries.firstIndex { if case .component = $0 { return true }; return false } ?? todo.entries.count
        var entries: [ICalendarComponent.Entry] = []
        for (i, entry) in todo.entries.enumerated() {
            if i == insertAt, !text.isEmpty { entries.append(contentsOf: lines(text)) }
            if case .property(let p) = entry, names.contains(p.name) { continue }
            entries.append(entry)
        }
        if insertAt == todo.entries.count, !text.isEmpty { entries.append(contentsOf: lines(text)) }
        todo.entries = entries
    }

    private static func lines(_ text: String) -> [ICalendarComponent.Entry] {
        ICalendarParser.logicalLines(text).compactMap(ICalendarParser.property).map { .property($0) }
    }

    /// The lines for one field's value (empty when the field is unset).
    static func propertiesText(_ field: Field, of task: Task, originalDue: ICalendarProperty?) -> String {
        var l = ICalendarLines()
        switch field {
        case .title: l.start("SUMMARY:"); l.text(task.title); l.end()
        case .notes: if let notes = task.notes { l.start("DESCRIPTION:"); l.text(notes); l.end() }
        case .status:
            switch task.status {
            case .pending: l.line("STATUS:NEEDS-ACTION")
            case .done:
                l.line("STATUS:COMPLETED")
                if let completed = task.completedAt { l.start("COMPLETED:"); l.utc(completed); l.end() }
            case .deleted: l.line("STATUS:CANCELLED")
            }
        case .priority:
            // 0 says "undefined" (§3.8.1.9), which is what a normal priority means here.
            l.line(task.priority == .high ? "PRIORITY:1" : task.priority == .low ? "PRIORITY:9" : "PRIORITY:0")
        case .project: if let project = task.project { l.start("X-TASKDRAFT-PROJECT:"); l.text(project); l.end() }
        case .tags:
            if !task.tags.isEmpty {
                l.start("CATEGORIES:")
                for (i, tag) in task.tags.enumerated() {
                    if i > 0 { l.current.append(0x2C) }
                    l.text(tag)
                }
                l.end()
            }
        case .due:
            switch task.due {
            case .date(let day)?:
                l.start("DUE;VALUE=DATE:"); BasicTime.date(day, into: &l.current); l.end()
            case .dateTime(let zoned)?:
                // The server's TZID is kept when that zone still gives the same offset (its
                // VTIMEZONE is in the object already); otherwise UTC, which needs none.
                if let tzid = originalDue?.parameter("TZID"), let named = Zone.named(trimmedZoneID(tzid)),
                   named.offset(at: zoned.instant) == zoned.offset, !tzid.contains("\""), !tzid.contains(":") {
                    l.line("DUE;TZID=\(tzid):" + basicLocal(zoned.local))
                } else {
                    l.start("DUE:"); l.utc(zoned.instant); l.end()
                }
            case nil: break
            }
        case .recurrence: if let rule = task.recurrence { l.line("RRULE:" + rule.rrule) }
        }
        return String(decoding: l.bytes, as: UTF8.self)
    }

    private static func basicLocal(_ local: LocalDateTime) -> String {
        var bytes: [UInt8] = []
        BasicTime.local(local, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
