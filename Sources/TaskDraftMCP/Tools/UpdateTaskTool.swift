import TaskDraftKit
import TaskDraftModels

/// `update_task`: a `TaskPatch` from named fields, then `EditTaskIntent`.
enum UpdateTaskTool: MCPTool {
    static let name = CommitTool.updateTask.rawValue
    static let descriptor = ToolDescriptor(
        name: name, title: "Change a task",
        description: """
            Change some fields of one task, by its id; fields you leave out stay as they are. `notes` adds a dated \
            note (an annotation, as \(AnnotateTaskTool.name) does) and keeps the earlier ones; null removes every note. null clears \
            project, \(TaskField.dateKeys.joined(separator: ", ")) or recurrence. `tags` replaces every tag; `add_tags` and `remove_tags` \
            adjust them. Dates are ISO 8601: `due` is a date-time with offset (2026-12-04T15:00:00+03:00), \
            `due_date` a whole day (2026-12-04); \(DraftTaskTool.name) turns words into these. It cannot complete or \
            delete a task: use \(CompleteTaskTool.name) or \(DeleteTaskTool.name). Changes are rate-limited per session. Where your \
            access only lets you propose changes, the change is proposed instead (result "proposed").
            """,
        inputSchema: JSONSchema.object(properties: ToolCatalog.joined([
            "id": ToolCatalog.taskID,
        ], TaskField.editArgumentProperties), required: ["id"], closed: true),
        outputSchema: ToolShapes.changedTask(result: JSONSchema.string(
            "unchanged: the task already had these values.", oneOf: ["edited", "unchanged", "proposed"])),
        behavior: .init(readOnly: false, destructive: true, idempotent: true),
        auditIntent: .action(.edit))

    static func run(_ call: ToolCall) throws -> ToolOutcome {
        let id = try call.arguments.taskID()
        let patch = try patch(from: call.arguments, zone: call.zone)
        guard !patch.isEmpty else {
            let fields = call.tool.argumentNames.filter { $0 != "id" }.map { "`\($0)`" }.joined(separator: ", ")
            throw ToolInputError("name at least one field to change: \(fields).")
        }
        return try call.commit(EditTaskIntent(taskID: id, patch: patch))
    }

    /// The patch the arguments ask for. Every field is read in the order the schema lists them,
    /// and one error says each bad argument (`ToolInputProblems`; each field says the first bad
    /// argument of its own).
    static func patch(from arguments: ToolArguments, zone: Zone) throws(ToolInputError) -> TaskPatch {
        var patch = TaskPatch()
        var problems = ToolInputProblems()
        let given = AgentArguments(arguments.values)
        for (field, edit) in TaskField.editedByAgents {
            problems.read { () throws(ToolInputError) in
                switch edit {
                case .value(let edit):
                    if let decoded = try value(arguments, field.name, edit) { patch.values[field.name] = decoded }
                case .date(let dated):
                    patch.dates[field.name] = try date(arguments, field.name, dated.dayKey, zone: zone)
                case .agent:
                    try field.readAgentArguments(given, zone: zone, into: &patch)
                }
            }
        }
        try problems.check()
        return patch
    }

    /// A field edited by value (`TaskField.EditPart`): nil when it was not given, or is null
    /// and cannot be cleared.
    private static func value(_ arguments: ToolArguments, _ key: String, _ edit: TaskField.EditPart) throws(ToolInputError) -> JSONValue? {
        switch arguments.values[key] {
        case nil: return nil
        case .null? where !edit.clearable: return nil
        case let json?:
            guard let value = edit.decode(json) else {
                guard case .string(let text) = json else {
                    throw ToolInputError("`\(key)` must be a string\(edit.clearable ? " or null" : ""), found \(json.typeName).")
                }
                throw ToolInputError("`\(key)` must be \(edit.expected.english), found \(RefusedValue.quoted(text)).")
            }
            return value
        }
    }

    /// A date given as a moment (`key`, ISO 8601 with offset) or a day (`dayKey`), as every
    /// date field is; null in either clears it.
    private static func date(_ arguments: ToolArguments, _ key: String, _ dayKey: String,
                             zone: Zone) throws(ToolInputError) -> TaskPatch.Field<Due>? {
        func parse(_ moment: String?, _ day: String?) throws(ToolInputError) -> Due {
            switch Due.from(due: moment, dueDate: day, zone: zone) {
            case .success(let value?): return value
            case .success(nil): throw ToolInputError("`\(key)` is missing.")
            case .failure(let error):
                // Named by the argument given (`wait_date`), not by the due's keys the reading shares.
                let (given, problem): (String, DraftFieldProblem) = switch error {
                case .invalidDate(let text): (dayKey, .notADay(text, named: nil))
                case .invalidDateTime(let text): (key, .notADateTime(text, named: nil))
                case .bothGiven: (key, .bothGiven(key, dayKey))
                }
                throw ToolInputError("`\(given)`: \(problem.english); \(DraftTaskTool.name) turns words into these dates.")
            }
        }
        switch (try arguments.clearable(key), try arguments.clearable(dayKey)) {
        case (.set?, .set?): throw ToolInputError("give either `\(key)` (a date-time) or `\(dayKey)` (a day), not both.")
        case (.set(let text)?, _): return .set(try parse(text, nil))
        case (_, .set(let text)?): return .set(try parse(nil, text))
        case (.clear?, _), (_, .clear?): return .clear
        case (nil, nil): return nil
        }
    }
}
