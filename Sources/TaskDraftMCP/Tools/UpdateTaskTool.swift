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
            "notes": JSONSchema.string("A note to add, dated now; the earlier notes stay. null removes every note.", nullable: true),
        ], TaskField.editSchemaProperties, TaskField.dateEditSchemaProperties, [
            "tags": JSONSchema.array(of: JSONSchema.string("A tag."), description: "Replaces every tag."),
            "add_tags": JSONSchema.array(of: JSONSchema.string("A tag."), description: "Tags to add."),
            "remove_tags": JSONSchema.array(of: JSONSchema.string("A tag."), description: "Tags to remove."),
            "recurrence": JSONSchema.string("New RFC 5545 RRULE value; null stops the repetition.", nullable: true),
            "reminders": JSONSchema.array(of: JSONSchema.string("-PT30M, PT9H or an ISO 8601 date-time."),
                                          description: "Replaces every reminder; [] removes them."),
            "depends": TaskLink.argumentsSchema("""
                Replaces every task this one waits for (ids or UIDs); [] removes them. Refused when one is not \
                there, is this task, or the links would close a loop.
                """),
            "add_depends": TaskLink.argumentsSchema("Tasks to wait for as well (ids or UIDs)."),
            "remove_depends": TaskLink.argumentsSchema("Tasks to wait for no longer (ids or UIDs)."),
        ]), required: ["id"], closed: true),
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

    static func patch(from arguments: ToolArguments, zone: Zone) throws(ToolInputError) -> TaskPatch {
        var patch = TaskPatch()
        for field in TaskField.editable {
            let edit = field.edit!
            switch arguments.values[field.name] {
            case nil: continue
            case .null? where !edit.clearable: continue
            case let json?:
                guard let value = edit.decode(json) else {
                    guard case .string(let text) = json else {
                        throw ToolInputError("`\(field.name)` must be a string\(edit.clearable ? " or null" : ""), found \(json.typeName).")
                    }
                    throw ToolInputError("`\(field.name)` must be \(edit.expected.english), found \"\(text)\".")
                }
                patch.values[field.name] = value
            }
        }
        switch try arguments.clearable("notes") {
        case .set(let text)?: patch.annotate = [text]
        case .clear?: patch.annotations = []
        case nil: break
        }
        for field in TaskField.dateFields {
            patch.dates[field.name] = try date(arguments, field.name, field.date!.dayKey, zone: zone)
        }
        switch try arguments.clearable("recurrence") {
        case .set(let rule)?:
            do { patch.recurrence = .set(try Recurrence(rrule: rule)) } catch {
                throw ToolInputError("`recurrence`: \(error).")
            }
        case .clear?: patch.recurrence = .clear
        case nil: break
        }
        if let texts = try arguments.strings("reminders") {
            var reminders: [Reminder] = []
            for text in texts {
                guard let reminder = Reminder(text: text, zone: zone) else {
                    throw ToolInputError("`reminders`: \"\(text)\" is not an ISO 8601 duration (-PT30M) or date-time.")
                }
                reminders.append(reminder)
            }
            patch[list: "reminders"].replace = reminders.map { .string($0.description) }
        }
        patch[list: "depends"] = TaskPatch.ListChange(replace: try links(arguments, "depends")?.map(\.json),
                                                      add: try links(arguments, "add_depends")?.map(\.json) ?? [],
                                                      remove: try links(arguments, "remove_depends")?.map(\.json) ?? [])
        patch[list: "tags"] = TaskPatch.ListChange(replace: try arguments.strings("tags")?.map(JSONValue.string),
                                                   add: try arguments.strings("add_tags")?.map(JSONValue.string) ?? [],
                                                   remove: try arguments.strings("remove_tags")?.map(JSONValue.string) ?? [])
        return patch
    }

    /// Links given as an array of ids and UIDs; null is none (`depends: null` clears them).
    private static func links(_ arguments: ToolArguments, _ key: String) throws(ToolInputError) -> [TaskLink]? {
        switch arguments.values[key] {
        case nil: return nil
        case .null?: return []
        case .array(let items)?:
            if let item = items.first(where: { $0.intValue == nil && $0.stringValue == nil }) {
                throw ToolInputError("`\(key)` must be an array of task ids (integers) or UIDs (strings), found \(item.typeName) in it.")
            }
            do { return try [TaskLink].read(.array(items), field: key) } catch { throw ToolInputError("`\(key)`: \(error).") }
        case let other?:
            throw ToolInputError("`\(key)` must be an array of task ids (integers) or UIDs (strings), found \(other.typeName).")
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
