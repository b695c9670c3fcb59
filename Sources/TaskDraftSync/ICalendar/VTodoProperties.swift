import TaskDraftKit

/// The one writer of a task's VTODO properties, for `export --format ics` and for sync alike,
/// in the forms the README's mapping table states: DUE as `VALUE=DATE` for a day, with a
/// `TZID` when a named zone gives the due's offset, else UTC; PRIORITY 1 / 5 / 9 / 0; a VALARM
/// per reminder; DESCRIPTION the notes' texts and a COMMENT per note (`AnnotationComment`).
public enum VTodoProperties {
    /// UID, DTSTAMP (`stamp`), CREATED and LAST-MODIFIED.
    public static func identity(_ task: Task, stamp: Instant, into l: inout ICalendarLines) {
        l.start("UID:"); l.text(task.uuid); l.end()
        l.start("DTSTAMP:"); l.utc(stamp); l.end()
        l.start("CREATED:"); l.utc(task.createdAt); l.end()
        l.start("LAST-MODIFIED:"); l.utc(task.modifiedAt); l.end()
    }

    /// The lines of one field's value (none when the field is unset), in the form its row
    /// names (`TaskField.CalendarForm`). A date-time DUE is written in `dueZone`'s TZID when
    /// given; the caller chose it because it gives the due's offset. A dated note's date is
    /// written in `zone`, the person's.
    public static func write(_ field: TaskField, of task: Task, dueZone: String?, zone: Zone, into l: inout ICalendarLines) {
        guard let place = field.calendar else { return }
        switch place.form {
        case .text(let text, _):
            guard let value = text(task) else { return }
            l.start(place.properties[0], ":"); l.text(value); l.end()
        case .date(let value, _):
            switch value(task) {
            case .date(let day)?: l.start(place.properties[0], ";VALUE=DATE:"); BasicTime.date(day, into: &l.current); l.end()
            case .dateTime(let zoned)?: l.start(place.properties[0], ":"); l.utc(zoned.instant); l.end()
            case nil: break
            }
        case .dated(let dated, _):
            let notes = dated(task)
            if let texts = Annotation.joined(notes) { l.start("DESCRIPTION:"); l.text(texts); l.end() }
            for note in notes { l.start("COMMENT:"); l.text(AnnotationComment.text(of: note, in: zone)); l.end() }
        case .related(let relation):
            VTodoRelated.write(relation, task, into: &l)
        case .own:
            ownForms[field.name]?(task, dueZone, zone, &l)
        }
    }

    typealias Writer = @Sendable (Task, _ dueZone: String?, Zone, inout ICalendarLines) -> Void

    /// The forms only one field has, by the field's key: what its row calls `.own`.
    static let ownForms: [String: Writer] = [
        "due": { task, dueZone, _, l in
            switch task.due {
            case .date(let day)?:
                l.start("DUE;VALUE=DATE:"); BasicTime.date(day, into: &l.current); l.end()
            case .dateTime(let zoned)?:
                if let dueZone {
                    l.start("DUE;TZID=")
                    l.current.append(contentsOf: dueZone.utf8)
                    l.current.append(0x3A)
                    BasicTime.local(zoned.local, into: &l.current)
                    l.end()
                } else {
                    l.start("DUE:"); l.utc(zoned.instant); l.end()
                }
            case nil: break
            }
        },
        "priority": { task, _, _, l in
            // RFC 5545 §3.8.1.9: 1 highest, 9 lowest, 0 "undefined", a task without a priority;
            // 1, 5 and 9 are the three levels phones offer (high, medium, low).
            switch task.priority {
            case .high: l.line("PRIORITY:1")
            case .medium: l.line("PRIORITY:5")
            case .low: l.line("PRIORITY:9")
            case .unset: l.line("PRIORITY:0")
            }
        },
        "tags": { task, _, _, l in
            if !task.tags.isEmpty {
                l.start("CATEGORIES:")
                for (i, tag) in task.tags.enumerated() {
                    if i > 0 { l.current.append(0x2C) }
                    l.text(tag)
                }
                l.end()
            }
        },
        // An RRULE is no TEXT: its semicolons are not escaped.
        "recurrence": { task, _, _, l in if let rule = task.recurrence { l.line("RRULE:" + rule.rrule) } },
        "status": { task, _, _, l in
            switch task.status {
            case .pending: l.line("STATUS:NEEDS-ACTION")
            case .done:
                l.line("STATUS:COMPLETED")
                if let completed = task.completedAt { l.start("COMPLETED:"); l.utc(completed); l.end() }
            case .deleted: l.line("STATUS:CANCELLED")
            }
        },
        "reminders": { task, _, _, l in
            for reminder in task.reminders { alarm(reminder, of: task, into: &l) }
        },
    ]

    /// A VALARM for a reminder (RFC 5545 §3.6.6): a relative one counts from DUE (`RELATED=END`
    /// is a VTODO's DUE; a whole-day DUE counts from the start of its day, as reminders do), a
    /// fixed one in UTC. A relative reminder of a task without a due has nothing to count from.
    public static func alarm(_ reminder: Reminder, of task: Task, into l: inout ICalendarLines) {
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

    /// The TZID to write `task`'s date-time due in: the first of `candidates` (tz database
    /// names, or a client's `/mozilla.org/…/Europe/Berlin`) whose zone gives the due's offset
    /// at its instant; nil (UTC) when none does or the due is a day.
    public static func dueZone(of task: Task, candidates: [String?]) -> String? {
        guard case .dateTime(let zoned)? = task.due else { return nil }
        for case let tzid? in candidates {
            guard VTimeZone.isPlainParameter(tzid), let zone = Zone.named(VTodoMapping.trimmedZoneID(tzid)), VTimeZone.tzid(of: zone) != nil,
                  zone.offset(at: zoned.instant) == zoned.offset else { continue }
            return tzid
        }
        return nil
    }
}
