import TaskDraftKit

/// One task of Taskwarrior's `task export`: description, due (`20261203T120000Z`, UTC),
/// priority H/M/L, tags, project, status, uuid, recur, entry/modified/end (a done task's
/// completion; a deleted task's `end`, when it was deleted, is kept as a note) and annotations, and
/// the task tree TaskDraft writes as `depends` and annotations (`TaskwarriorTree`).
/// See https://taskwarrior.org/docs/design/task/ for the format.
enum TaskwarriorRecord {
    /// Fields Taskwarrior computes, or uses to tie a recurring task's instances to their
    /// template (which is skipped): read past. Any other field this reader does not `read`
    /// (`until`, `start`, user-defined attributes) is kept in the notes (`KeptField`), and so is a
/// `recur` that is no rule here.
    static let bookkeeping: Set<String> = ["id", "urgency", "mask", "imask", "parent", "rtype", "template", "last"]
    /// Taskwarrior's dates this reader does not read, kept in the notes as ISO 8601 in the
    /// import's zone: when a recurring task ends, and when work on a task was started.
    static let keptDates: Set<String> = ["until", "start"]
    static let read = Set([
        "description", "due", "priority", "tags", "project", "status", "uuid", "recur", "entry", "modified", "end",
        linksAttribute, uidAttribute,
    ] + dates.map { $0.attribute } + datedNotes.map { $0.attribute })

    /// Taskwarrior's dates beyond the due and the date field each is, read by `record` and
    /// written by `TaskwarriorTaskWriter` from this one list, in the order the export writes
    /// them: each field's Taskwarrior name is its first `modify` name (`scheduled` is when work
    /// may begin, the start; `wait` hides the task from reports until then, and a `waiting`
    /// task is pending here).
    static let dates: [(attribute: String, field: TaskField, date: TaskField.DatePart)] = TaskField.dateParts.compactMap { field, date in
        guard field.name != "due", let attribute = date.modifyNames.first else { return nil }
        return (attribute, field, date)
    }

    /// The due and `dates`' attributes: dates a person plans by, which Taskwarrior's `someday`
    /// may put past the last date here.
    static let plannedDates = Set(["due"] + dates.map(\.attribute))

    /// Taskwarrior's attribute for the tasks a task waits for (`TaskLinks`): the first name
    /// `modify` sets their field by (`depends`), as a date's is; read by `record` and written by
    /// `TaskwarriorTaskWriter`.
    static let linksAttribute = TaskField.otherAttributes.first { $0.field == TaskField.tasksKey }?.names.first ?? TaskField.tasksKey

    /// A task's UID as written where it is no UUID (`TaskwarriorTaskWriter`): a user-defined
    /// attribute to Taskwarrior, which keeps it.
    static let uidAttribute = "taskdraft_uid"

    /// The fields that are lengths of time, each under its attribute (`TaskField.LengthPart`),
    /// read by `record` and written by `TaskwarriorTaskWriter` from this one list.
    static let lengths: [(attribute: String, field: TaskField, length: TaskField.LengthPart)] = TaskField.lengthParts.map { field, length in
        (length.taskwarrior, field, length)
    }

    /// The fields that are dated notes, each under its attribute (`TaskField.DatedPart`: a task's
    /// annotations), read by `record` and written by `TaskwarriorTaskWriter` from this one list,
    /// each note `{"entry", "description"}`. The tree's annotations (`TaskwarriorTree`) are
    /// written among the first field's notes, and read out of any.
    static let datedNotes: [(attribute: String, field: TaskField, dated: TaskField.DatedPart)] = TaskField.datedParts.map { field, dated in
        (dated.taskwarrior, field, dated)
    }

    /// A length attribute's value as the export writes it: ISO 8601 (`PT2H`, as Taskwarrior
    /// writes a duration attribute).
    static func lengthText(seconds: Int64) -> String { Reminder.duration(seconds) }

    /// A length attribute's value as its field's draft value (`length`): ISO 8601 or seconds;
    /// nil for anything else, which is then kept in the notes as any unknown field is.
    static func length(_ text: String, of length: TaskField.LengthPart) -> JSONValue? {
        Int64(text).flatMap(length.draftValue) ?? Reminder.durationSeconds(text).flatMap(length.draftValue)
    }

    /// The record, a skip (a recurrence template: its instances carry the state), or a problem.
    /// The names of fields kept in the notes go into `kept`, to be named once.
    static func item(_ object: JSONObject, line: Int, zone: Zone, kept: inout Set<String>) -> ReaderItem {
        do {
            if case .string("recurring")? = object["status"] {
                return .skipped(line: line, reason: .recurrenceTemplate)
            }
            var record = try record(object, line: line, zone: zone)
            record.fields.kept += try keptFields(object, zone: zone)
            // A due, start or wait past the last date has its place, and its warning says so.
            for field in record.fields.kept where kept.count < maximumKeptNames && !plannedDates.contains(field.name) {
                kept.insert(field.name)
            }
            return .record(record)
        } catch {
            return .problem(error.at(line: line))
        }
    }

    /// Names listed in the closing note; more would be noise.
    static let maximumKeptNames = 20

    /// The fields of `object` this reader neither reads nor passes as bookkeeping, in the
    /// file's order: a date as ISO 8601, a list (`depends`) comma-separated, any other value as
    /// its JSON text.
    static func keptFields(_ object: JSONObject, zone: Zone) throws(FieldProblem) -> [KeptField] {
        var kept: [KeptField] = []
        for member in object.members where !read.contains(member.key) && !bookkeeping.contains(member.key) {
            if let part = lengths.first(where: { $0.attribute == member.key })?.length, let text = member.value.stringValue,
               length(text, of: part) != nil { continue }
            let value: String
            switch member.value {
            case .null: continue
            case .string(let text) where keptDates.contains(member.key):
                guard let instant = RecordFields.instant(text, zone: zone) else {
                    throw FieldProblem(member.key, .notATaskwarriorDate(text))
                }
                value = zone.zoned(instant).description
            case .string(let text): value = text
            case .array(let items): value = items.map { $0.stringValue ?? JSONWriter.serialize($0) }.joined(separator: ",")
            case let other: value = JSONWriter.serialize(other)
            }
            if !value.isEmpty { kept.append(KeptField(name: member.key, value: value)) }
        }
        return kept
    }

    private static func record(_ object: JSONObject, line: Int, zone: Zone) throws(FieldProblem) -> SourceRecord {
        func string(_ key: String) throws(FieldProblem) -> String? {
            switch object[key] {
            case nil, .null?: return nil
            case .string(let s)?: return s.isEmpty ? nil : s
            case let other?: throw FieldProblem(key, .expected(.string, found: other.type))
            }
        }
        func date(_ key: String) throws(FieldProblem) -> Instant? {
            guard let text = try string(key) else { return nil }
            guard let instant = RecordFields.instant(text, zone: zone) else {
                throw FieldProblem(key, .notATaskwarriorDate(text))
            }
            return try RecordFields.supported(instant, text, field: key)
        }
        var fields = RecordFields()
        guard let description = try string("description") else { throw FieldProblem("description", .missing) }
        fields.title = description
        // Taskwarrior has no dates without a time: `due:2026-12-03` is that day's local
        // midnight. Reading midnight back as a day keeps "a day, no time" a day.
        func day(_ instant: Instant) -> Due {
            let zoned = zone.zoned(instant)
            return zoned.local.time == .midnight ? .date(zoned.local.date) : .dateTime(zoned)
        }
        // Taskwarrior's `someday` and `later` are 9999-12-30 (`wait:someday` hides a task for
        // good), past the last date kept here: no reason to lose the task, which is read without
        // that date, kept in its notes and said.
        func planned(_ key: String) throws(FieldProblem) -> Instant? {
            guard let text = try string(key) else { return nil }
            guard let instant = RecordFields.instant(text, zone: zone) else { throw FieldProblem(key, .notATaskwarriorDate(text)) }
            guard Zone.utc.date(of: instant) > SupportedDates.last else { return try RecordFields.supported(instant, text, field: key) }
            fields.kept.append(KeptField(name: key, value: text, keyed: false))
            fields.warnings.append(TaskwarriorWarning.dateBeyondRange(attribute: key, value: text))
            return nil
        }
        if let due = try planned("due") { fields.due = day(due) }
        for (attribute, field, date) in dates {
            guard let instant = try planned(attribute) else { continue }
            let (moment, dayText) = day(instant).contractFields
            fields.more[field.name] = .optional(moment)
            fields.more[date.dayKey] = .optional(dayText)
        }
        for (attribute, field, part) in lengths {
            guard let text = try? string(attribute), let value = length(text, of: part) else { continue }
            fields.more[field.name] = value
        }
        if let text = try string("priority") {
            guard let priority = Priority(loose: text) else {
                throw FieldProblem("priority", .notATaskwarriorPriority(text))
            }
            fields.priority = priority
        }
        fields.tags = try RecordFields.tags(object["tags"])
        fields.project = try string("project")
        fields.uid = try string(uidAttribute)
        if fields.uid == nil { fields.uid = try string("uuid") }
        if let text = try string("status") {
            guard let status = RecordFields.status(text) else {
                throw FieldProblem("status", .notATaskwarriorStatus(text))
            }
            fields.status = status
        }
        if let recur = try string("recur") {
            if let rule = recurrence(recur) {
                fields.recurrence = rule
            } else {
                // Said now, and kept on the task, so the rule is not lost with the repeat.
                fields.warnings.append(TaskwarriorWarning.recurrenceNotCarried(recur))
                fields.kept.append(KeptField(name: "recur", value: recur, keyed: false))
            }
        }
        if let links = try depends(object[linksAttribute]) { fields.more[TaskField.tasksKey] = links }
        fields.created = try date("entry")
        fields.modified = try date("modified")
        if fields.status == .done {
            fields.completed = try date("end")
        } else if let end = try date("end") {
            // When a deleted task was deleted: TaskDraft keeps no such date, so it is a note, as
            // any value without a field is; unkeyed, so a file imported before is found again.
            fields.kept.append(KeptField(name: "end", value: zone.zoned(end).description, keyed: false))
        }
        var tree = TaskwarriorTree.Reading()
        for (attribute, field, _) in datedNotes {
            let list = try readNotes(object[attribute], of: attribute, zone: zone, fields: &fields, tree: &tree)
            if !list.isEmpty { fields.more[field.name] = .array(list) }
        }
        tree.place(in: &fields.more)
        return SourceRecord(line: line, fields: fields)
    }

    /// A dated-notes attribute's notes as their field's draft value, each with its own date
    /// (`entry`); one without a date is dated when the task was entered, and a date that is none
    /// refuses the record. The tree's annotations, as `TaskwarriorTree` wrote them, are read into
    /// `tree`, not kept as notes.
    private static func readNotes(_ value: JSONValue?, of attribute: String, zone: Zone, fields: inout RecordFields,
                                  tree: inout TaskwarriorTree.Reading) throws(FieldProblem) -> [JSONValue] {
        switch value {
        case nil, .null?: return []
        case .array(let items)?:
            var list: [JSONValue] = []
            list.reserveCapacity(items.count)
            for item in items {
                guard case .string(let text)? = item["description"] else {
                    throw FieldProblem(attribute, .expected(.describedObjects, found: item.type))
                }
                let entry: Instant
                switch item["entry"] {
                case nil, .null?: entry = fields.created ?? fields.modified ?? Instant(seconds: 0)
                case .string(let stamp)?:
                    guard let instant = RecordFields.instant(stamp, zone: zone) else {
                        throw FieldProblem(attribute, .notATaskwarriorDate(stamp))
                    }
                    entry = try RecordFields.supported(instant, stamp, field: attribute)
                case let other?: throw FieldProblem(attribute, .expected(.string, found: other.type))
                }
                if tree.read(text, warnings: &fields.warnings) { continue }
                list.append(Annotation(entry: entry, text: text).json(in: .utc))
            }
            return list
        case let other?: throw FieldProblem(attribute, .expected(.array, found: other.type))
        }
    }

    /// `depends`: the UUIDs of the tasks this one waits for, an array since Taskwarrior 2.6 and
    /// one comma-separated string before it; the import links them once both tasks are in
    /// (`DependsRelation.settle`), and reports a UUID no task has.
    static func depends(_ value: JSONValue?) throws(FieldProblem) -> JSONValue? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?:
            let uuids = text.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            return uuids.isEmpty ? nil : .array(uuids.map(JSONValue.string))
        case .array(let items)?:
            for item in items where item.stringValue == nil {
                throw FieldProblem(linksAttribute, .expected(.strings, found: item.type))
            }
            return items.isEmpty ? nil : .array(items)
        case let other?: throw FieldProblem(linksAttribute, .expected(.arrayOfStrings, found: other.type))
        }
    }

    /// Taskwarrior's recurrence periods as RRULEs: `daily`, `weekly`, `biweekly`, `monthly`,
    /// `quarterly`, `yearly`, `weekdays`, and counted forms (`3days`, `2w`, `P2W`, `6mo`).
    static func recurrence(_ text: String) -> Recurrence? {
        let lower = text.lowercased()
        switch lower {
        case "daily", "day", "1day": return Recurrence(frequency: .daily)
        // As `recur:weekdays` and "every weekday" are read anywhere else.
        case "weekdays": return Recurrence(frequency: .weekly, byDay: Recurrence.weekdays)
        case "weekly", "week", "1week", "sennight": return Recurrence(frequency: .weekly)
        case "biweekly", "fortnight", "fortnightly": return Recurrence(frequency: .weekly, interval: 2)
        case "monthly", "month", "1month": return Recurrence(frequency: .monthly)
        case "bimonthly": return Recurrence(frequency: .monthly, interval: 2)
        case "quarterly", "quarter": return Recurrence(frequency: .monthly, interval: 3)
        case "semiannual": return Recurrence(frequency: .monthly, interval: 6)
        case "yearly", "annual", "year", "1year": return Recurrence(frequency: .yearly)
        case "biannual", "biyearly": return Recurrence(frequency: .yearly, interval: 2)
        default: break
        }
        var body = Substring(lower)
        if body.hasPrefix("p") { body = body.dropFirst() }  // ISO 8601 durations: P2W
        let digits = body.prefix(while: \.isNumber)
        guard let count = Int(digits), count >= 1, count <= 1000 else { return nil }
        switch body.dropFirst(digits.count) {
        case "d", "day", "days": return Recurrence(frequency: .daily, interval: count)
        case "w", "wk", "wks", "week", "weeks": return Recurrence(frequency: .weekly, interval: count)
        case "m", "mo", "mos", "mth", "mths", "month", "months": return Recurrence(frequency: .monthly, interval: count)
        case "q", "qtr", "qtrs", "quarter", "quarters": return Recurrence(frequency: .monthly, interval: 3 * count)
        case "y", "yr", "yrs", "year", "years": return Recurrence(frequency: .yearly, interval: count)
        default: return nil
        }
    }

    /// The period `recurrence` writes back, or nil when Taskwarrior has no way to say it
    /// (BYDAY other than weekdays, BYMONTH, BYMONTHDAY, BYSETPOS, COUNT, UNTIL).
    static func period(_ rule: Recurrence) -> String? {
        guard rule.byMonthDay.isEmpty, rule.byMonth.isEmpty, rule.bySetPos.isEmpty, rule.end == nil else { return nil }
        // Monday to Friday, said daily or weekly: the same days.
        if rule.frequency == .daily || rule.frequency == .weekly, rule.interval == 1, rule.byDay == Recurrence.weekdays {
            return "weekdays"
        }
        guard rule.byDay.isEmpty else { return nil }
        switch (rule.frequency, rule.interval) {
        case (.daily, 1): return "daily"
        case (.weekly, 1): return "weekly"
        case (.weekly, 2): return "biweekly"
        case (.monthly, 1): return "monthly"
        case (.monthly, 3): return "quarterly"
        case (.yearly, 1): return "yearly"
        case (.daily, let n): return "\(n)days"
        case (.weekly, let n): return "\(n)weeks"
        case (.monthly, let n): return "\(n)months"
        case (.yearly, let n): return "\(n)years"
        }
    }
}
