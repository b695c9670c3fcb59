import TaskDraftKit

/// A task ↔ a VTODO (RFC 5545 §3.6.2), the mapping the README's sync section tabulates and
/// each field's row names (`TaskField.calendar`):
/// UID ↔ uuid, SUMMARY ↔ title, DESCRIPTION and a COMMENT each ↔ annotations, DUE (VALUE=DATE, TZID or UTC) ↔ due,
/// PRIORITY 1–4 / 5 / 6–9 / 0 or none ↔ high / medium / low / none, CATEGORIES ↔ tags,
/// DTSTART ↔ start, X-TASKDRAFT-WAIT ↔ wait, X-TASKDRAFT-ESTIMATE ↔ estimate, X-TASKDRAFT-PROJECT ↔ project, RRULE ↔ recurrence,
/// RELATED-TO;RELTYPE=PARENT ↔ parent, RELATED-TO;RELTYPE=DEPENDS-ON ↔ depends (`VTodoRelated`),
/// STATUS and COMPLETED ↔ status,
/// VALARMs relative to DUE or at a UTC moment ↔ reminders. `VTodoProperties` writes the values.
///
/// Writing goes over the server's copy: only the properties of fields that changed are
/// replaced, every other line (VALARM, X-…, another RELATED-TO, ATTACH, a VTIMEZONE) is written back
/// byte for byte, so a sync never destroys another client's data.
public enum VTodoMapping {
    /// The fields a sync compares, writes and reads, in the order a VTODO is written: the
    /// rows of `TaskField.all` with a place in a VTODO (`TaskField.calendar`).
    public static var fields: [TaskField] { TaskField.calendarFields }
    /// `fields`, each with its place.
    public static var places: [(field: TaskField, calendar: TaskField.CalendarPart)] { TaskField.calendarParts }

    /// The place in a VTODO of the field named `key`.
    public static func place(_ key: String) -> TaskField.CalendarPart? {
        fields.first { $0.name == key }?.calendar
    }

    /// Whether two tasks agree on every synced field.
    public static func sameFields(_ a: Task, _ b: Task) -> Bool { !places.contains { $0.calendar.differs(a, b) } }

    /// The calendar object's VTODO (the first; overrides of a recurring one stay in the raw text).
    public static func vtodo(_ calendar: ICalendarComponent) -> ICalendarComponent? {
        calendar.components.first { $0.name == "VTODO" }
    }

    /// Why a VTODO is no task here; the engine skips its resource and names the reason.
    public enum Unreadable: Error, Equatable, CustomStringConvertible {
        case noUID
        /// A value the task's rules refuse: a date outside `SupportedDates` (named by its
        /// iCalendar property), or a field `TaskDraft.validated` refuses.
        case invalid(DraftError)

        public var description: String {
            switch self {
            case .noUID: return "a VTODO without a UID"
            case .invalid(let error): return error.description
            }
        }
    }

    /// The task a VTODO describes, its text sanitised as any input is (control characters
    /// out, the title cut to its limit); nil without a VTODO, a UID or a readable task.
    public static func read(_ calendar: ICalendarComponent, zone: Zone, now: Instant) -> (task: Task, lastModified: Instant?)? {
        try? task(calendar, zone: zone, now: now)
    }

    /// `read`, saying why a VTODO is not read: a server's dates are taken in only within
    /// `SupportedDates`, as any surface's are.
    public static func task(_ calendar: ICalendarComponent, zone: Zone, now: Instant) throws(Unreadable) -> (task: Task, lastModified: Instant?) {
        guard let todo = vtodo(calendar), let written = todo.property("UID") else { throw .noUID }
        // UID is TEXT (RFC 5545 §3.8.4.7), kept as written under the rule import follows too.
        let validUID: String?
        do throws(DraftError) { validUID = try TaskUID.validated(ICalendarParser.unescapeText(written.value)) } catch { throw .invalid(error) }
        guard let uid = validUID else { throw .noUID }
        func text(_ name: String) -> String? { todo.property(name).map { ICalendarParser.unescapeText($0.value) } }
        /// A date-time property, refused outside `SupportedDates` under its own name.
        func moment(_ name: String) throws(Unreadable) -> Instant? {
            guard let property = todo.property(name), let value = instant(property, zone: zone, calendar: calendar) else { return nil }
            guard SupportedDates.contains(value) else { throw .invalid(.dateOutOfRange(name, property.value.trimmingWhitespace())) }
            return value
        }
        var lastModified = try moment("LAST-MODIFIED")
        if lastModified == nil { lastModified = try moment("DTSTAMP") }
        let created = try moment("CREATED")
        var draft = TaskDraft(title: "", backend: "sync")
        for p in todo.properties where p.name == "CATEGORIES" {
            draft.tags += ICalendarParser.textList(p.value).map { clean($0, keepLineBreaks: false) }
        }
        for alarm in todo.components where alarm.name == "VALARM" {
            if let reminder = reminder(alarm), !draft.reminders.contains(reminder), draft.reminders.count < TaskDraft.maximumReminders {
                draft.reminders.append(reminder)
            }
        }
        if let property = todo.property("DUE") {
            draft.due = due(property, zone: zone, calendar: calendar)
            if let due = draft.due, !SupportedDates.contains(due) {
                throw .invalid(.dateOutOfRange("DUE", property.value.trimmingWhitespace()))
            }
        }
        // The forms several fields share, as their rows name them.
        for field in fields {
            guard let place = field.calendar, let name = place.properties.first else { continue }
            switch place.form {
            case .text(_, let read):
                if let value = text(name) { read(&draft, clean(value, keepLineBreaks: false)) }
            case .date(_, let read):
                // Read as DUE is, refused outside `SupportedDates` under its own name.
                guard let property = todo.property(name), let value = due(property, zone: zone, calendar: calendar) else { continue }
                guard SupportedDates.contains(value) else { throw .invalid(.dateOutOfRange(name, property.value.trimmingWhitespace())) }
                read(&draft, value)
            case .dated(_, let read):
                read(&draft, annotations(todo, created: created ?? lastModified ?? now, undated: lastModified ?? created ?? now))
            case .related, .own: continue
            }
        }
        draft.title = TaskDraft.titleLimit.clipped(draft.title)
        if draft.title.trimmingWhitespace().isEmpty { draft.title = TaskDraft.placeholderTitle }
        draft.priority = priority(todo.property("PRIORITY")?.value)
        if let rule = todo.property("RRULE") { draft.recurrence = try? Recurrence(rrule: rule.value) }
        let valid: TaskDraft
        do throws(DraftError) { valid = try draft.validated() } catch { throw .invalid(error) }
        let completed = try moment("COMPLETED")
        var status: TaskStatus = .pending
        var completedAt: Instant?
        switch todo.property("STATUS")?.value.trimmingWhitespace().uppercased() {
        case "COMPLETED"?:
            status = .done
            completedAt = completed ?? lastModified ?? now
        case "CANCELLED"?: status = .deleted
        default:
            if let completed {
                status = .done
                completedAt = completed
            }
        }
        var task = Task(id: 0, uuid: uid, title: valid.title, status: status,
                        createdAt: created ?? lastModified ?? now, modifiedAt: lastModified ?? now, completedAt: completedAt)
        TaskField.copy(valid, into: &task)
        for relation in VTodoRelated.all { VTodoRelated.take(relation, from: todo, uid: uid, into: &task) }
        return (task, lastModified)
    }

    /// A VTODO's notes: its COMMENTs, one annotation each (`AnnotationComment`; one another
    /// client wrote is dated `undated`), or, with none, its DESCRIPTION as notes (the task's
    /// first annotation, dated when it was created). Beside COMMENTs TaskDraft wrote, the
    /// DESCRIPTION is their texts, as `VTodoProperties` writes it, unless a client changed it:
    /// then what it says beyond them (or all of it, if it was rewritten) is one annotation
    /// more, dated `undated`, so nothing a phone wrote is lost. Beside COMMENTs only other
    /// clients wrote, it is the task's notes, first.
    static func annotations(_ todo: ICalendarComponent, created: Instant, undated: Instant) -> [Annotation] {
        let description = todo.property("DESCRIPTION")
            .map { clean(ICalendarParser.unescapeText($0.value), keepLineBreaks: true).trimmingWhitespace() }
            .flatMap { $0.isEmpty ? nil : $0 }
        var comments: [Annotation] = []
        var dated: [Annotation] = []
        for property in todo.properties where property.name == "COMMENT" {
            let comment = clean(ICalendarParser.unescapeText(property.value), keepLineBreaks: true)
            let annotation = AnnotationComment.annotation(comment, undated: undated)
            if annotation.text != comment { dated.append(annotation) }
            comments.append(annotation)
        }
        guard let description else { return comments }
        guard !dated.isEmpty else { return [Annotation(entry: created, text: description)] + comments }
        // The DESCRIPTION TaskDraft wrote is the texts of every COMMENT, or of its own when a
        // phone added COMMENTs since; compared as `TaskDraft.validated` keeps them (trimmed,
        // the empty ones out).
        for written in [comments, dated] {
            let texts = written.map { $0.text.trimmingWhitespace() }.filter { !$0.isEmpty }.joined(separator: "\n")
            if description == texts { return comments }
            if description.hasPrefix(texts + "\n") {
                return comments + [Annotation(entry: undated, text: String(description.dropFirst(texts.count + 1)))]
            }
        }
        return comments + [Annotation(entry: undated, text: description)]
    }

    /// The reminder a VALARM states, when TaskDraft can state it too: a DISPLAY or AUDIO
    /// alarm triggered relative to DUE (`RELATED=END`) or at a UTC moment. Others (relative to
    /// DTSTART, EMAIL, a TRIGGER in local time) are no reminder here and stay on the server as they are.
    static func reminder(_ alarm: ICalendarComponent) -> Reminder? {
        guard let action = alarm.property("ACTION")?.value.trimmingWhitespace().uppercased(), action == "DISPLAY" || action == "AUDIO",
              let trigger = alarm.property("TRIGGER") else { return nil }
        let value = trigger.value.trimmingWhitespace()
        if trigger.parameter("VALUE")?.uppercased() == "DATE-TIME" || localDateTime(value) != nil {
            guard value.hasSuffix("Z"), let local = localDateTime(value) else { return nil }
            return .absolute(ZonedDateTime(local: local, offset: 0).instant)
        }
        guard trigger.parameter("RELATED")?.uppercased() == "END", let seconds = Reminder.durationSeconds(value) else { return nil }
        return .relative(seconds)
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

    /// RFC 5545 §3.8.1.9: 1 highest, 9 lowest, 0 undefined; CUAs split them 1–4 high, 5
    /// medium, 6–9 low. A value out of 0–9 is undefined too.
    static func priority(_ value: String?) -> Priority {
        guard let n = value.flatMap({ Int($0.trimmingWhitespace()) }), n > 0, n <= 9 else { return .unset }
        return n < 5 ? .high : n == 5 ? .medium : .low
    }

    /// A DUE as a day, or as a time with the offset its own zone gives it (a phone in Berlin
    /// says 15:00+01:00 to a person in Moscow): its TZID from the tz database, else from the
    /// object's VTIMEZONE of that TZID; UTC, or floating (the person's zone) without one.
    static func due(_ property: ICalendarProperty, zone: Zone, calendar: ICalendarComponent? = nil) -> Due? {
        let value = property.value.trimmingWhitespace()
        if property.parameter("VALUE")?.uppercased() == "DATE" || value.count == 8 {
            return date(value).map(Due.date)
        }
        guard let instant = instant(property, zone: zone, calendar: calendar) else { return nil }
        if let tzid = property.parameter("TZID") {
            if let named = Zone.named(trimmedZoneID(tzid)) { return .dateTime(named.zoned(instant)) }
            if let local = localDateTime(value), let calendar, let offset = VTimeZone.offset(of: local, tzid: tzid, in: calendar) {
                return .dateTime(ZonedDateTime(local: local, offset: offset))
            }
        }
        return .dateTime(zone.zoned(instant))
    }

    /// A DATE-TIME property as an instant: UTC (`Z`), in its TZID (a tz database name, or the
    /// object's VTIMEZONE), or floating (in `zone`).
    static func instant(_ property: ICalendarProperty, zone: Zone, calendar: ICalendarComponent? = nil) -> Instant? {
        let value = property.value.trimmingWhitespace()
        guard let local = localDateTime(value) else { return date(value).map { zone.instant(of: LocalDateTime(date: $0, time: .midnight)) } }
        if value.hasSuffix("Z") { return ZonedDateTime(local: local, offset: 0).instant }
        if let tzid = property.parameter("TZID") {
            if let named = Zone.named(trimmedZoneID(tzid)) { return named.instant(of: local) }
            if let calendar, let offset = VTimeZone.offset(of: local, tzid: tzid, in: calendar) {
                return Instant(seconds: local.wallSeconds - Int64(offset))
            }
        }
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
    /// fields' properties are replaced; without one, a new object. A date-time DUE keeps the
    /// server's TZID while that zone still gives its offset, else takes the person's zone (with
    /// a VTIMEZONE for it), else is written in UTC. `isTaskHere` says whether a UID the
    /// server's copy waits for is a task here: a link to one that is not was never taken in,
    /// and stays on the server (`VTodoRelated.replace`).
    public static func write(_ task: Task, over stored: String?, zone: Zone, now: Instant, productVersion: String,
                             isTaskHere: (String) -> Bool = { _ in true }) -> String {
        if let stored, let calendar = try? ICalendarParser.parse(stored), let old = read(calendar, zone: zone, now: now) {
            return rewrite(calendar, old: old.task, new: task, zone: zone, now: now, isTaskHere: isTaskHere)
        }
        var lines = ICalendarLines()
        for line in ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//TaskDraft//taskdraft \(productVersion)//EN"] { lines.line(line) }
        let dueZone = VTodoProperties.dueZone(of: task, candidates: [VTimeZone.tzid(of: zone)])
        if let dueZone, case .dateTime(let zoned)? = task.due {
            for line in VTimeZone.lines(dueZone, zone: zone, covering: zoned.instant...zoned.instant) { lines.line(line) }
        }
        lines.line("BEGIN:VTODO")
        VTodoProperties.identity(task, stamp: now, into: &lines)
        for field in fields { VTodoProperties.write(field, of: task, dueZone: dueZone, zone: zone, into: &lines) }
        lines.line("END:VTODO")
        lines.line("END:VCALENDAR")
        return String(decoding: lines.bytes, as: UTF8.self)
    }

    private static func rewrite(_ calendar: ICalendarComponent, old: Task, new: Task, zone: Zone, now: Instant,
                                isTaskHere: (String) -> Bool) -> String {
        var calendar = calendar
        guard let index = calendar.entries.firstIndex(where: { if case .component(let c) = $0 { return c.name == "VTODO" }; return false }),
              case .component(var todo) = calendar.entries[index] else { return calendar.text }
        let changed = places.filter { $0.calendar.differs(old, new) }
        if changed.isEmpty { return calendar.text }
        var addedZone: String?
        for (field, place) in changed {
            // The fields that own no whole property replace their own lines.
            if field.name == "reminders" { continue }
            if case .related(let relation) = place.form {
                VTodoRelated.replace(relation, in: &todo, with: new, isTaskHere: isTaskHere)
                continue
            }
            var dueZone: String?
            if field.name == "due" {
                let original = todo.property("DUE")?.parameter("TZID")
                dueZone = keptZone(original, of: new, in: calendar)
                    ?? VTodoProperties.dueZone(of: new, candidates: [VTimeZone.tzid(of: zone)])
                if let dueZone, dueZone != original { addedZone = dueZone }
            }
            var l = ICalendarLines()
            VTodoProperties.write(field, of: new, dueZone: dueZone, zone: zone, into: &l)
            replace(place.properties, in: &todo, with: String(decoding: l.bytes, as: UTF8.self))
        }
        // A relative reminder has a VALARM only while there is a due to count from.
        if changed.contains(where: { $0.field.name == "reminders" || $0.field.name == "due" }) { replaceAlarms(in: &todo, with: new) }
        for (name, instant) in [("LAST-MODIFIED", max(new.modifiedAt, now)), ("DTSTAMP", now)] {
            replace([name], in: &todo, with: "\(name):\(BasicTime.utc(instant))\r\n")
        }
        // A SEQUENCE at Int.max (past RFC 5545's 32-bit INTEGER, yet a server may send it) stays as it is.
        if let sequence = todo.property("SEQUENCE"), let n = Int(sequence.value.trimmingWhitespace()), n < Int.max {
            replace(["SEQUENCE"], in: &todo, with: "SEQUENCE:\(n + 1)\r\n")
        }
        calendar.entries[index] = .component(todo)
        // RFC 5545 §3.6.5: every TZID used has its VTIMEZONE in the object.
        if let addedZone, case .dateTime(let zoned)? = new.due,
           !calendar.components.contains(where: { $0.name == "VTIMEZONE" && $0.property("TZID")?.value.trimmingWhitespace() == addedZone }),
           let tz = Zone.named(addedZone) {
            let text = VTimeZone.lines(addedZone, zone: tz, covering: zoned.instant...zoned.instant).map { $0 + "\r\n" }.joined()
            calendar.entries.insert(contentsOf: components(text).map { .component($0) }, at: index)
        }
        return calendar.text
    }

    /// The server's TZID for a changed DUE when its zone — from the tz database or the
    /// object's own VTIMEZONE — still gives the due's offset.
    private static func keptZone(_ tzid: String?, of task: Task, in calendar: ICalendarComponent) -> String? {
        guard let tzid, case .dateTime(let zoned)? = task.due, VTimeZone.isPlainParameter(tzid) else {
            return nil
        }
        if let named = VTodoProperties.dueZone(of: task, candidates: [tzid]) { return named }
        if Zone.named(trimmedZoneID(tzid)) == nil, VTimeZone.offset(of: zoned.local, tzid: tzid, in: calendar) == zoned.offset { return tzid }
        return nil
    }

    /// The VALARMs of `task`'s reminders: an alarm for a reminder still set stays byte for byte
    /// (one per reminder), one for a reminder removed goes, one for a reminder added is put at
    /// the end; alarms that are no reminder here (`reminder(_:)` is nil) are not touched.
    private static func replaceAlarms(in todo: inout ICalendarComponent, with task: Task) {
        let wanted = task.reminders.filter { if case .relative = $0 { return task.due != nil } else { return true } }
        var kept: [Reminder] = []
        var entries: [ICalendarComponent.Entry] = []
        for entry in todo.entries {
            if case .component(let alarm) = entry, alarm.name == "VALARM", let reminder = reminder(alarm) {
                if wanted.contains(reminder), !kept.contains(reminder) {
                    kept.append(reminder)
                    entries.append(entry)
                }
                continue
            }
            entries.append(entry)
        }
        var l = ICalendarLines()
        for reminder in wanted where !kept.contains(reminder) { VTodoProperties.alarm(reminder, of: task, into: &l) }
        entries += components(String(decoding: l.bytes, as: UTF8.self)).map { .component($0) }
        todo.entries = entries
    }

    /// Components (whole `BEGIN:`…`END:` lines) read from text this file wrote.
    private static func components(_ text: String) -> [ICalendarComponent] {
        guard !text.isEmpty, let wrapper = try? ICalendarParser.parse("BEGIN:VCALENDAR\r\n" + text + "END:VCALENDAR\r\n") else { return [] }
        return wrapper.components
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
}
