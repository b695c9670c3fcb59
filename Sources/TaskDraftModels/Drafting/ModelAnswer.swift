import TaskDraftKit

/// Reads a model's answer into a draft and checks everything the schema could not: the
/// values themselves. Model output is data; nothing a model says is trusted before this.
public enum ModelAnswer {
    /// A due more than this many days before today is a misreading, not a task.
    static let oldestDueDays = 1
    /// Nor is a due more than this many days ahead.
    static let furthestDueDays = 366 * DraftSchema.yearsAhead

    /// The draft in `content`, validated against `context`; `backend` names it.
    public static func draft(from content: String, context: DraftContext, backend: String) throws(InvalidAnswer) -> TaskDraft {
        let text = jsonText(in: content)
        guard !text.isEmpty else { throw .empty }
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(text.utf8))
        } catch {
            throw .notJSON(error.problem, line: error.line, column: error.column)
        }
        guard case .object(var object) = value else { throw .notAnObject(value.type) }
        // A moment and its day naming the same day (`due` and `due_date`, and so each date field)
        // say one thing twice, not two things: keep the one with the time. Naming different days
        // is a contradiction, refused below.
        for (moment, dayKey) in TaskField.dateParts.map({ ($0.field.name, $0.date.dayKey) }) {
            if case .string(let time)? = object[moment], case .string(let day)? = object[dayKey], time.hasPrefix(day + "T") {
                object[dayKey] = .null
            }
        }
        for field in DraftSchema.fields where object[field] == nil && !DraftSchema.optionalFields.contains(field) {
            throw .missing(key: field)
        }
        var draft: TaskDraft
        do {
            draft = try TaskDraft(json: object, zone: context.zone, backend: backend, strict: true).validated()
        } catch {
            throw .draft(error)
        }
        // Dated notes (`FieldReading.dated`) are what people wrote on given days; a model has
        // notes to give, not dates.
        for field in TaskField.draftFields {
            guard case .dated(let dated)? = field.label?.reading(of: draft), !dated.isEmpty else { continue }
            throw .datedNotes(field: field.name)
        }
        // The schema's bounds of each text, by the kind of its field's value, in contract order (the
        // title first): a server answering in json_object or prompt mode never enforced them.
        for (field, _) in DraftSchema.modelFields {
            guard let reading = field.label?.reading(of: draft), let bound = DraftSchema.boundedText(reading),
                  let length = bound.limit.excess(bound.text) else { continue }
            throw .tooLong(field: field.name, length: length, most: bound.limit.characters)
        }
        guard draft.tags.count <= DraftSchema.maximumTags else {
            throw .tooManyTags(draft.tags.count, most: DraftSchema.maximumTags)
        }
        if let tag = draft.tags.first(where: { !DraftSchema.tagLimit.admits($0) }) {
            throw .tagTooLong(tag, most: DraftSchema.maximumTagLength)
        }
        if let due = draft.due {
            if case .dateTime(let zoned) = due {
                let expected = context.zone.offset(at: zoned.instant)
                guard zoned.offset == expected else {
                    throw .dueOffset(zoned, zone: context.zone.identifier, expected: expected)
                }
            }
            let days = context.today.days(until: due.calendarDate)
            guard days >= -oldestDueDays else { throw .dueInThePast(due, today: context.today) }
            guard days <= furthestDueDays else { throw .dueTooFarAhead(due, years: DraftSchema.yearsAhead) }
        }
        if let priorityText = object["priority"]?.stringValue, !Priority.allCases.map(\.rawValue).contains(priorityText) {
            throw .unknownPriority(priorityText)
        }
        // A model's own warnings are not TaskDraft's: the person sees only what TaskDraft checked.
        draft.warnings = []
        draft.backend = backend
        return draft
    }

    /// The JSON object in an answer: the whole text, or the part between the first `{` and
    /// the last `}` when a server without structured output wrapped it in prose or a fence.
    static func jsonText(in content: String) -> String {
        let trimmed = content.trimmingWhitespace()
        if trimmed.hasPrefix("{") && trimmed.hasSuffix("}") { return trimmed }
        guard let open = trimmed.firstIndex(of: "{"), let close = trimmed.lastIndex(of: "}"), open < close else { return trimmed }
        return String(trimmed[open...close])
    }
}
