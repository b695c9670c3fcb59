extension TaskDraft {
    /// The draft JSON contract (DESIGN §4), keys in contract order.
    public var json: JSONObject {
        let (due, dueDate) = self.due?.contractFields ?? (nil, nil)
        return [
            "title": .string(title),
            "notes": .optional(notes),
            "due": .optional(due),
            "due_date": .optional(dueDate),
            "priority": .string(priority.rawValue),
            "project": .optional(project),
            "tags": .array(tags.map(JSONValue.string)),
            "recurrence": .optional(recurrence?.rrule),
            "backend": .string(backend),
            "warnings": .array(warnings.map(JSONValue.string)),
        ]
    }

    /// Reads a draft from the contract's JSON, checking every field's type and value.
    /// `title` is required; every other field may be missing or null. Unknown keys are
    /// refused when `strict` (HTTP model answers), ignored otherwise (user files).
    public init(json object: JSONObject, zone: Zone, backend: String, strict: Bool = false) throws(DraftError) {
        func string(_ key: String) throws(DraftError) -> String? {
            switch object[key] {
            case nil, .null?: return nil
            case .string(let s)?: return s
            case let other?: throw .field(key, "expected a string, found \(other.typeName)")
            }
        }
        if strict {
            let known: Set<String> = ["title", "notes", "due", "due_date", "priority", "project", "tags",
                                      "recurrence", "backend", "warnings"]
            if let unknown = object.keys.first(where: { !known.contains($0) }) {
                throw .field(unknown, "is not a draft field")
            }
        }
        guard let title = try string("title") else { throw .field("title", "is missing") }
        var priority = Priority.normal
        if let p = try string("priority") {
            guard let parsed = Priority(loose: p) else { throw .field("priority", "\"\(p)\" is not low, normal or high") }
            priority = parsed
        }
        var tags: [String] = []
        switch object["tags"] {
        case nil, .null?: break
        case .array(let items)?:
            for item in items {
                guard case .string(let tag) = item else { throw .field("tags", "expected strings, found \(item.typeName)") }
                tags.append(tag)
            }
        case .string(let list)?:
            tags = list.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        case let other?: throw .field("tags", "expected an array of strings, found \(other.typeName)")
        }
        let due: Due?
        switch Due.from(due: try string("due"), dueDate: try string("due_date"), zone: zone) {
        case .success(let value): due = value
        case .failure(let error):
            let field: String = if case .invalidDate = error { "due_date" } else { "due" }
            throw .field(field, error.description)
        }
        var recurrence: Recurrence?
        if let rule = try string("recurrence"), !rule.isEmpty {
            do { recurrence = try Recurrence(rrule: rule) } catch { throw .field("recurrence", error.description) }
        }
        var warnings: [String] = []
        if case .array(let items)? = object["warnings"] {
            warnings = items.compactMap(\.stringValue)
        }
        self.init(title: title, notes: try string("notes"), due: due, priority: priority, project: try string("project"),
                  tags: tags, recurrence: recurrence, backend: backend, warnings: warnings)
    }
}

extension TaskDraft {
    /// Writes the contract's JSON straight into `writer`, same keys and order as `json`,
    /// without building a `JSONObject` first: `draft` writes tens of thousands a second.
    public func writeJSON(into writer: inout JSONWriter) {
        let (due, dueDate) = self.due?.contractFields ?? (nil, nil)
        writer.raw("{\"title\":")
        writer.writeString(title)
        writer.raw(",\"notes\":")
        writer.writeOptional(notes)
        writer.raw(",\"due\":")
        writer.writeOptional(due)
        writer.raw(",\"due_date\":")
        writer.writeOptional(dueDate)
        writer.raw(",\"priority\":")
        writer.writeString(priority.rawValue)
        writer.raw(",\"project\":")
        writer.writeOptional(project)
        writer.raw(",\"tags\":")
        writer.writeStrings(tags)
        writer.raw(",\"recurrence\":")
        writer.writeOptional(recurrence?.rrule)
        writer.raw(",\"backend\":")
        writer.writeString(backend)
        writer.raw(",\"warnings\":")
        writer.writeStrings(warnings)
        writer.bytes.append(0x7D)
    }
}
