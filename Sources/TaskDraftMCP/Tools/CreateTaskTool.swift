import TaskDraftKit
import TaskDraftModels

/// `create_task`: a draft from `text` (the quick-add form) or from fields, then the same
/// `CreateTaskIntent` the CLI commits with.
enum CreateTaskTool {
    /// The draft fields an agent may give directly (the draft JSON contract's keys).
    static let draftFields = ["title"] + TaskField.createFields.map(\.name) + ["due", "due_date", "start", "start_date", "wait", "wait_date",
                                                                              "tags", "recurrence",
                                                                              "reminders"]
    /// Longest idempotency key kept: a key is an identifier, not a document.
    static let maximumKeyLength = 200

    static func run(_ call: ToolCall) throws -> ToolOutcome {
        let arguments = call.arguments
        let text = try arguments.string("text")
        guard text != nil || arguments.has("title") else {
            throw ToolInputError("give `text` (the task in words) or `title` (with any other fields).")
        }
        let key = try arguments.string("idempotency_key")
        if let key, key.isEmpty || key.count > maximumKeyLength {
            throw ToolInputError("`idempotency_key` must have 1 to \(maximumKeyLength) characters.")
        }
        for (moment, day) in [("due", "due_date"), ("start", "start_date"), ("wait", "wait_date")]
        where arguments.values[moment]?.isNull == false && arguments.values[day]?.isNull == false {
            throw ToolInputError("give either `\(moment)` (a date-time) or `\(day)` (a day), not both.")
        }

        // Start from the drafted fields, then let every field the agent named replace its counterpart.
        var fields = JSONObject()
        var backend = "agent"
        var warnings: [DraftWarning] = []
        if let text {
            let drafted = try call.draft(text)
            fields = drafted.json
            backend = drafted.backend
            warnings = drafted.warnings
        }
        for name in draftFields where arguments.has(name) {
            fields[name] = arguments.values[name]
            if name == "due" { fields["due_date"] = nil }
            if name == "due_date" { fields["due"] = nil }
            if name == "start" { fields["start_date"] = nil }
            if name == "start_date" { fields["start"] = nil }
            if name == "wait" { fields["wait_date"] = nil }
            if name == "wait_date" { fields["wait"] = nil }
            if name == "reminders" { fields["reminders_default"] = .bool(false) }
        }
        var draft: TaskDraft
        do { draft = try TaskDraft(json: fields, zone: call.zone, backend: backend) } catch {
            throw ToolInputError(error.description)
        }
        draft.warnings = warnings

        if try arguments.bool("dry_run") == true {
            let checked: TaskDraft
            do { checked = try draft.validated() } catch { throw ToolInputError("the task would be invalid: \(error).") }
            call.planner.recordCall("draft", caller: call.caller, detail: "create_task dry run")
            return .success(["result": .string("dry_run"), "task": .null, "draft": .object(checked.json),
                             "warnings": .array(checked.warnings.map { .string($0.english) })])
        }
        return try call.commit(CreateTaskIntent(draft: draft, idempotencyKey: key))
    }
}
