import TaskDraftKit
import TaskDraftSync

/// One VTODO of an iCalendar file as an import record, read by `VTodoMapping.task`, the
/// reading CalDAV sync uses, so a file and a server's copy give the same task: SUMMARY,
/// DESCRIPTION, DUE, DTSTART, PRIORITY, CATEGORIES, RRULE, VALARMs, STATUS, RELATED-TO's
/// parent (the tree is built once both tasks are in, `ParentRelation.settle`) and TaskDraft's
/// own X- properties. What the mapping does not carry (`VTodoMapping.unmapped`: LOCATION, URL,
/// another client's X-…, an RRULE it cannot repeat by) is kept in the task's notes and counted.
enum ICalendarRecord {
    /// The component `text` (whole lines, `BEGIN:` to `END:`) holds; nil when it does not parse.
    static func component(_ text: String) -> ICalendarComponent? {
        (try? ICalendarParser.parse("BEGIN:VCALENDAR\r\n" + text + "END:VCALENDAR\r\n"))?.components.first
    }

    /// The record, a skip (one changed occurrence of a repeating task), or a problem. A VTODO
    /// without a UID is given one derived from its text, so the same file imported again finds
    /// its tasks rather than adding them twice, and the second of two such VTODOs alike is a task
    /// of its own (`derived` counts the UIDs derived in the file).
    static func item(_ parsed: ICalendarComponent, text: String, line: Int, zone: Zone, now: Instant,
                     timeZones: [String: ICalendarComponent], kept: inout Set<String>,
                     derived: inout RepeatedIdentities) -> ReaderItem {
        if parsed.property("RECURRENCE-ID") != nil { return .skipped(line: line, reason: .recurrenceOverride) }
        var todo = parsed
        if todo.property("UID") == nil {
            let first = derivedUID(text), n = derived.occurrence(of: first)
            guard let withUID = component(withUID: n == 1 ? first : derivedUID(text, occurrence: n), text) else {
                return .problem(RecordProblem(line: line, .componentNotClosed("VTODO")))
            }
            todo = withUID
        }
        // The VTIMEZONEs its TZIDs name, for zones that are no tz database name.
        var entries: [ICalendarComponent.Entry] = []
        var named = Set<String>()
        for property in todo.properties {
            guard let tzid = property.parameter("TZID"), !named.contains(tzid), let zoneComponent = timeZones[tzid] else { continue }
            named.insert(tzid)
            entries.append(.component(zoneComponent))
        }
        entries.append(.component(todo))
        let calendar = ICalendarComponent(name: "VCALENDAR", entries: entries)
        let read: (task: Task, lastModified: Instant?)
        // `now` dates the notes of a VTODO with neither CREATED nor LAST-MODIFIED; its created
        // and completed moments are left to the import below, which takes them only when said.
        do throws(VTodoMapping.Unreadable) { read = try VTodoMapping.task(calendar, zone: zone, now: now) } catch {
            switch error {
            case .noUID: return .problem(RecordProblem(line: line, field: "UID", .missing))
            case .invalid(let problem): return .problem(RecordProblem(line: line, problem))
            }
        }
        var task = read.task
        // A reminder counted from a due the task does not have would never ring: its VALARM is
        // kept with the VTODO's other unread lines and counted, not carried as a silent reminder.
        // (Sync keeps it, leaving the alarm on the server until the task has a due.)
        if task.due == nil { task.reminders.removeAll { if case .relative = $0 { true } else { false } } }
        var fields = RecordFields()
        fields.title = task.title
        fields.due = task.due
        fields.priority = task.priority
        fields.project = task.project
        fields.tags = task.tags
        fields.recurrence = task.recurrence
        fields.uid = task.uuid
        fields.status = task.status
        fields.modified = read.lastModified
        if todo.property("CREATED") != nil || read.lastModified != nil { fields.created = task.createdAt }
        if task.status == .done, todo.property("COMPLETED") != nil || read.lastModified != nil { fields.completed = task.completedAt }
        let draft = task.asDraft.json
        for (field, part) in TaskField.draftParts where !JSONDraftRecord.ownFields.contains(field.name) {
            for key in part.keys { fields.more[key] = draft[key] }
        }
        let unmapped = VTodoMapping.unmapped(todo, as: task)
        if let problem = badValue(in: unmapped, line: line) { return .problem(problem) }
        fields.kept = unmapped.map { KeptField(name: $0.name, value: $0.value) }
        for field in fields.kept where kept.count < TaskwarriorRecord.maximumKeptNames { kept.insert(field.name) }
        return .record(SourceRecord(line: line, fields: fields))
    }

    /// A moment (due, start, wait), a length (estimate) or the priority whose property the
    /// mapping could not read (`DUE:xyz`, `PRIORITY:urgent`), by the kind of the field's value:
    /// the record is refused, as a field's bad value is in every format, rather than imported
    /// without it. A repeat rule this planner cannot follow is kept.
    private static func badValue(in unmapped: [(name: String, value: String)], line: Int) -> RecordProblem? {
        for (name, value) in unmapped {
            let reason: RecordReason
            switch VTodoMapping.field(owning: name)?.label?.reading(of: TaskDraft(title: "")) {
            case .moment?: reason = .notAnICalendarDate(value)
            case .length?: reason = .draftField(.notReadable(value, expected: .length))
            case .priority?: reason = .notAnICalendarPriority(value)
            default: continue
            }
            return RecordProblem(line: line, field: name, reason)
        }
        return nil
    }

    /// `text` with a UID line after its BEGIN line, folds and all.
    private static func component(withUID uid: String, _ text: String) -> ICalendarComponent? {
        let bytes = text.utf8
        var search = bytes.startIndex
        while let newline = bytes[search...].firstIndex(of: 0x0A) {
            let next = bytes.index(after: newline)
            guard next < bytes.endIndex, bytes[next] == 0x20 || bytes[next] == 0x09 else {
                return component(String(text[..<next]) + "UID:" + uid + "\r\n" + String(text[next...]))
            }
            search = next
        }
        return nil
    }

    /// `ics-` and 128 bits of SHA-256 over the VTODO's lines as written (and its occurrence
    /// in the file after the first).
    static func derivedUID(_ text: String, occurrence: Int = 1) -> String {
        var hasher = SHA256()
        hasher.update("taskdraft-ics\n")
        hasher.update(text)
        if occurrence > 1 { hasher.update("\n" + String(occurrence)) }
        return "ics-" + RandomID.hexString(Array(hasher.finalize().prefix(16)))
    }
}
