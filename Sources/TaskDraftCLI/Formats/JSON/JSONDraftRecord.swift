import TaskDraftKit

/// A JSON Lines (or JSON array) record: the draft JSON contract's fields or a `text` to
/// draft, plus what `export --format json|jsonl` writes (`uuid`, `status`, `created`,
/// `modified`, `completed`), and `list --json`'s `id`, the record's number in the file. A key
/// none of these is kept as an annotation (`KeptField`), never dropped; a known key of the
/// wrong type is a bad record. A `parent` or `depends` given as a number names the record of
/// the same file whose `id` is that number; one no record has is kept as an annotation and
/// reported (`ImportCommitter+Numbers.swift`).
enum JSONDraftRecord {
    /// The draft fields read above; any other `TaskField` row is read by its own code.
    static let ownFields: Set<String> = ["title", "due", "priority", "project", "tags", "recurrence"]

    /// Keys read or passed by: the draft contract's (`TaskField` rows', and `draft --json`'s
    /// `backend` and `warnings`), the task objects' of `list --json`, `show --json` and `export`
    /// (`id` is the record's number in the file; `blocked`, `blocks` and `urgency` are computed
    /// from the tasks' links), and `import --dry-run`'s lines (`line`, `idempotency_key`).
    static let knownKeys: Set<String> = Set(TaskField.draftKeys).union([
        "text", "uid", "uuid", "status", "created", "modified", "completed", "due", "due_date", "reminders_default",
        "backend", "warnings", "id", "blocked", "blocks", "urgency", "line", "idempotency_key",
    ])

    /// The record, or a problem; the names of keys kept as annotations go into `kept`, to be named once.
    static func read(_ object: JSONObject, line: Int, zone: Zone, kept: inout Set<String>) -> ReaderItem {
        do {
            let record = try record(object, line: line, zone: zone)
            for field in record.fields.kept where kept.count < TaskwarriorRecord.maximumKeptNames { kept.insert(field.name) }
            return .record(record)
        } catch {
            return .problem(error.at(line: line))
        }
    }

    private static func record(_ object: JSONObject, line: Int, zone: Zone) throws(FieldProblem) -> SourceRecord {
        func string(_ key: String) throws(FieldProblem) -> String? {
            switch object[key] {
            case nil, .null?: return nil
            case .string(let s)?: return s
            case let other?: throw FieldProblem(key, .expected(.string, found: other.type))
            }
        }
        /// Empty strings mean "not given" for values that cannot be empty.
        func value(_ key: String) throws(FieldProblem) -> String? {
            guard let s = try string(key), !s.isEmpty else { return nil }
            return s
        }
        var fields = RecordFields()
        fields.title = try string("title")
        fields.project = try string("project")
        switch (try value("due"), try value("due_date")) {
        case (let due?, let day?):
            throw FieldProblem("due", .bothDues(due: due, dueDate: day))
        case (let text?, nil):
            fields.due = try RecordFields.due(text, zone: zone).get()
        case (nil, let day?):
            guard let date = CivilDate(iso: day) else { throw FieldProblem("due_date", .notADay(day)) }
            fields.due = .date(date)
        case (nil, nil):
            break
        }
        if let text = try value("priority") { fields.priority = try RecordFields.priority(text).get() }
        fields.tags = try RecordFields.tags(object["tags"])
        if let rule = try value("recurrence") { fields.recurrence = try RecordFields.recurrence(rule).get() }
        let uid = try value("uid")
        let uuid = try value("uuid")
        fields.uid = uid ?? uuid
        // The record's number in the file, as `list --json` writes it: what a `parent` or
        // `depends` number of the file names. Any other `id` is no number of a record.
        if case .int(let number)? = object["id"], number > 0 { fields.number = number }
        if let text = try value("status") {
            guard let status = RecordFields.status(text) else {
                throw FieldProblem("status", .notAStatus(text))
            }
            fields.status = status
        }
        func instant(_ key: String) throws(FieldProblem) -> Instant? {
            guard let text = try value(key) else { return nil }
            guard let instant = RecordFields.instant(text, zone: zone) else {
                throw FieldProblem(key, .notADateTime(text))
            }
            return try RecordFields.supported(instant, text, field: key)
        }
        fields.created = try instant("created")
        fields.modified = try instant("modified")
        fields.completed = try instant("completed")
        for (field, draft) in TaskField.draftParts where !ownFields.contains(field.name) {
            for key in draft.keys { fields.more[key] = object[key] }
        }
        for member in object.members where !knownKeys.contains(member.key) {
            let value: String
            switch member.value {
            case .null: continue
            case .string(let text): value = text
            case let other: value = JSONWriter.serialize(other)
            }
            if !value.isEmpty { fields.kept.append(KeptField(name: member.key, value: value, keyed: false)) }
        }
        let text = try string("text")
        if text == nil && fields.title == nil { throw FieldProblem("title", .missingTitleOrText) }
        return SourceRecord(line: line, text: text, fields: fields)
    }
}
