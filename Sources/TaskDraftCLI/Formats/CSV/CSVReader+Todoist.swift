import TaskDraftKit

/// Todoist's CSV export, read as it is: TYPE, CONTENT, DESCRIPTION, PRIORITY, INDENT, AUTHOR,
/// RESPONSIBLE, DATE, DATE_LANG, TIMEZONE (and newer DURATION, DEADLINE columns).
/// - `task` rows: CONTENT is the title as written, with its `@labels` (`TodoistContent`); DATE
///   in words ("every monday", "tomorrow") is drafted alone for the due and repeat rule; DESCRIPTION is the notes, but for its `taskdraft:` lines, the start,
///   the wait and the tasks it waits for (`TodoistDescription`, `TodoistLinks`); DURATION (in
///   DURATION_UNIT) the estimate; PRIORITY 1 is the highest (p1 → high,
///   p2 → medium, p3 → low, p4 — Todoist's "no priority" — none).
/// - `note` rows belong to the task above: each is one of its dated notes (after DESCRIPTION's),
///   dated by its DATE in TIMEZONE (the import's zone when none is given, or when the tz database
///   does not know it, which is then kept, as a task row's is), or when the import ran when it
///   has none; a DATE that is no moment is kept (`KeptField`).
/// - `section` rows name the project of the tasks below them (unless a task names its own).
/// - INDENT is the outline: a task row further in than the task row above it is a subtask of
///   the nearest task above at a lower INDENT (`TodoistOutline`).
extension CSVReader {
    static func isTodoistHeader(_ names: [String]) -> Bool {
        let lowered = Set(names.map { $0.trimmingWhitespace().lowercased() })
        return lowered.contains("type") && lowered.contains("content")
    }

    /// Whether a Todoist column `Column` does not read carries a task's own value: kept in its
    /// notes (`KeptField`) unless it is Todoist's bookkeeping (who wrote the row, the language
    /// of DATE or DEADLINE, whether the outline is folded). An INDENT that is a number is the
    /// outline (`TodoistOutline`), and only one that is not is kept; a column Todoist's export
    /// does not write is kept too, and named in a closing note.
    static func todoistKeptColumn(_ name: String) -> Bool {
        !todoistBookkeeping.contains(name.lowercased())
    }

    static let todoistBookkeeping: Set<String> = ["author", "date_lang", "deadline_lang", "is_collapsed"]
    /// The columns of Todoist's export a task's value is kept from: named in no closing note.
    static let todoistKnownKept: Set<String> = ["indent", "responsible", "timezone", "duration", "duration_unit", "deadline"]

    /// The field Todoist's DURATION (in DURATION_UNIT) is (`TaskField.LengthPart.todoistDuration`).
    static let todoistDurationField = TaskField.lengthParts.first { $0.length.todoistDuration }

    /// DURATION in DURATION_UNIT (`minute`, `day`; minutes when none is given) as the value of
    /// `todoistDurationField`'s draft key; nil when it is none (kept in the notes then).
    static func todoistDuration(_ kept: [KeptField]) -> JSONValue? {
        guard let field = todoistDurationField,
              let amount = kept.first(where: { $0.name == "duration" }).flatMap({ Int64($0.value.trimmingWhitespace()) })
        else { return nil }
        switch kept.first(where: { $0.name == "duration_unit" })?.value.trimmingWhitespace().lowercased() ?? "minute" {
        case "minute", "minutes", "": return field.length.draftValue(amount &* 60)
        case "day", "days": return field.length.draftValue(amount &* 86_400)
        default: return nil
        }
    }

    /// A task's DURATION and DURATION_UNIT as the export writes them (whole minutes, rounded
    /// up), which `todoistDuration` reads back; two empty cells when it has none.
    static func todoistDuration(of task: Task) -> (amount: String, unit: String) {
        guard let seconds = todoistDurationField?.length.seconds(task) else { return ("", "") }
        return (String((seconds + 59) / 60), "minute")
    }

    /// A task row's kept values as a person reads them: a TIMEZONE that is the import's own (its DATE was read in it), and DURATION_UNIT joined
    /// to DURATION ("duration: 90 minute") when it is no estimate.
    static func todoistKept(_ kept: [KeptField], zone: Zone) -> [KeptField] {
        let unit = kept.first { $0.name == "duration_unit" }?.value
        return kept.compactMap { field in
            switch field.name {
            case "duration_unit": return nil
            case "timezone" where field.value.trimmingWhitespace() == zone.identifier: return nil
            case "duration": return KeptField(name: field.name, value: unit.map { field.value + " " + $0 } ?? field.value)
            default: return field
            }
        }
    }

    /// When a note row says it was written: its DATE (`2026-12-03 15:00`, as the export writes
    /// it, or any ISO 8601 form) in its TIMEZONE, else in `zone`. Nil without a DATE; nil and
    /// the DATE kept when it is no moment `SupportedDates` holds. A TIMEZONE the tz database does
    /// not know is no zone: the DATE is read in `zone` and the name kept, as a task row's is.
    static func todoistNoteDate(_ row: SourceRecord, zone: Zone) -> (entry: Instant?, kept: [KeptField]) {
        let named = row.fields.kept.first { $0.name == "timezone" }?.value.trimmingWhitespace() ?? ""
        let written = named.isEmpty ? nil : Zone.named(named)
        let unknownZone = !named.isEmpty && written == nil ? [KeptField(name: "timezone", value: named)] : []
        guard let date = row.todoistDate?.trimmingWhitespace(), !date.isEmpty else { return (nil, unknownZone) }
        guard let parsed = ISO8601.parse(date), case let entry = ISO8601.instant(parsed, in: written ?? zone),
              SupportedDates.contains(entry) else {
            return (nil, [KeptField(name: "date", value: date)] + unknownZone)
        }
        return (entry, unknownZone)
    }

    static func todoistPriority(_ text: String) -> Result<Priority, FieldProblem> {
        switch text.trimmingWhitespace() {
        case "1": return .success(.high)
        case "2": return .success(.medium)
        case "3": return .success(.low)
        case "4": return .success(.unset)
        default: return .failure(FieldProblem("priority", .notATodoistPriority(text)))
        }
    }

    /// The next task, once the rows its DESCRIPTION's dependency lines name are read
    /// (`TodoistLinks`); problems and skips are handed on as they come.
    func nextTodoist() -> ReaderItem? {
        while true {
            if let record = links.next(ending: false) { return .record(record) }
            guard let item = nextTodoistTask() else { return links.next(ending: true).map(ReaderItem.record) }
            guard case .record(var record) = item else { return item }
            let open = record.todoistAfter
            record.todoistAfter = []
            links.append(record, open: open)
        }
    }

    /// The held task, no longer held, with its note rows' notes under the draft key of dated
    /// notes (`DatedNotes.key`), after any its DESCRIPTION gave, as Taskwarrior's annotations are.
    func handOnHeldTask() -> SourceRecord? {
        defer {
            heldTask = nil
            heldNotes = []
        }
        guard var held = heldTask else { return nil }
        if !heldNotes.isEmpty { held.fields.more[DatedNotes.key] = .array(heldNotes.map { $0.json(in: .utc) }) }
        return held
    }

    /// Groups rows into tasks: a task is handed on once the row after it is not one of its notes.
    func nextTodoistTask() -> ReaderItem? {
        while true {
            guard let item = nextRow() else { return handOnHeldTask().map(ReaderItem.record) }
            guard case .record(var row) = item else {
                if case .skipped(_, .emptyRow) = item { continue }
                return item
            }
            switch row.todoistType ?? "task" {
            case "note":
                guard heldTask != nil else {
                    return .problem(RecordProblem(line: row.line, field: "type", .noteWithoutTask))
                }
                // A note row's own INDENT, AUTHOR and the like say nothing about the task.
                let (entry, kept) = Self.todoistNoteDate(row, zone: zone)
                heldNotes.append(Annotation(entry: entry ?? now, text: row.text ?? ""))
                heldTask!.fields.kept += kept
            case "section":
                section = row.text.map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
                outline.startSection()
                if let held = handOnHeldTask() { return .record(held) }
            case "task":
                // Numbered by its place, which another row's dependency line names it by.
                row.fields.number = Int64(links.place(content: row.text ?? ""))
                if let description = row.todoistDescription {
                    let read = TodoistDescription.read(description)
                    if let key = TodoistDescription.restKey { row.fields.more[key] = read.rest.map(JSONValue.string) }
                    for (key, value) in read.more { row.fields.more[key] = value }
                    row.todoistAfter = read.after
                }
                if let duration = Self.todoistDurationField, let length = Self.todoistDuration(row.fields.kept) {
                    row.fields.more[duration.field.name] = length
                    row.fields.kept.removeAll { $0.name == "duration" || $0.name == "duration_unit" }
                }
                if let date = row.todoistDate, !date.isEmpty,
                   let written = row.fields.kept.first(where: { $0.name == "timezone" }).map({ $0.value.trimmingWhitespace() }),
                   let source = Zone.named(written) {
                    // DATE was written in TIMEZONE: drafted there, and carried by the due's offset.
                    row.zone = source
                    row.fields.kept.removeAll { $0.name == "timezone" }
                }
                let indent = TodoistOutline.indent(row.fields.kept)
                if indent != nil { row.fields.kept.removeAll { $0.name == "indent" } }
                row.fields.kept = Self.todoistKept(row.fields.kept, zone: zone)
                // The key is derived from CONTENT and DATE together, as when both were drafted as one.
                let content = row.text ?? ""
                row.keyText = row.todoistDate.flatMap { $0.isEmpty ? nil : content + " " + $0 } ?? content
                let read = TodoistContent(content)
                row.fields.title = read.title
                if read.untitled { row.fields.warnings.append(DraftWarning(TitleWarning.nothingLeft)) }
                if !read.labels.isEmpty { row.fields.tags = read.labels }
                row.text = row.todoistDate.flatMap { $0.trimmingWhitespace().isEmpty ? nil : $0 }
                row.textIsADate = true
                row.positions["text"] = row.positions["date"]
                if row.fields.project == nil { row.fields.project = section }
                var previous = handOnHeldTask()
                outline.place(&row, indent: indent ?? 1, after: &previous)
                heldTask = row
                if let previous { return .record(previous) }
            default:
                return .problem(RecordProblem(line: row.line, field: "type",
                                              .notATodoistType(row.todoistType ?? "")))
            }
        }
    }
}

extension CSVReader.Column {
    init?(todoistHeader name: String) {
        switch name {
        case "type": self = .type
        case "content": self = .text
        case "description": self = .description
        case "priority": self = .priority
        case "date": self = .date
        default: return nil
        }
    }
}
