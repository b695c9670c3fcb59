import TaskDraftKit
import TaskDraftModels

/// `create_task`: a draft from `text` (the quick-add form) or from fields, then the same
/// `CreateTaskIntent` the CLI commits with.
enum CreateTaskTool: MCPTool {
    static let name = CommitTool.createTask.rawValue
    static let descriptor = ToolDescriptor(
        name: name, title: "Create a task",
        description: """
            Create one task in the user's TaskDraft list. Either pass `text`, a sentence such as \
            "Call Anna next Friday at 3pm #sales" (drafted exactly as \(DraftTaskTool.name) would), or pass `title` with \
            the structured fields; fields given together with `text` replace what was drafted. A date is a \
            date-time with offset (`due`: 2026-12-04T15:00:00+03:00) or a whole day (`due_date`: 2026-12-04). \
            `dry_run: true` returns the draft (result "dry_run") and saves nothing. When you might retry, pass \
            an `idempotency_key` unique to this task: the same key always returns the task it first created, \
            with result "already_done", never a duplicate. Changes are rate-limited per session; a refusal \
            says how many seconds to wait. Where your access only lets you propose changes, the task is not \
            created but proposed (result "proposed"): the person reviews it in their inbox, and \(ListProposalsTool.name) \
            tells you what became of it.
            """,
        inputSchema: JSONSchema.object(properties: ToolCatalog.joined([
            "text": JSONSchema.string("The task in the user's words; drafted like \(DraftTaskTool.name). Give this or `title`.", minLength: 1),
            "title": JSONSchema.string("The task's title, without dates or tags. Give this or `text`.", minLength: 1),
        ], TaskField.createArgumentProperties, [
            "dry_run": JSONSchema.boolean("Return the draft without saving it."),
            "idempotency_key": JSONSchema.string("Any string unique to this task; retrying with it never duplicates.",
                                                 minLength: 1),
        ]), closed: true),
        outputSchema: StrangerText.schema(JSONSchema.object([
            "result": JSONSchema.string("""
                already_done: the idempotency key had created it; proposed: left for the person to review.
                """, oneOf: ["created", "already_done", "dry_run", "proposed"]),
            "task": ToolShapes.task("The task created (null for dry_run)", nullable: true),
            "proposal": ToolShapes.proposal("The proposal left instead"),
            "draft": ToolShapes.draft("For dry_run, the draft that would be saved"),
            "warnings": JSONSchema.array(of: JSONSchema.string("A warning."), description: "What the drafter was unsure of."),
        ], required: ["result", "warnings"])),
        behavior: .init(readOnly: false, destructive: false, idempotent: false),
        auditIntent: .action(.create))

    /// The draft fields an agent may give directly (the draft JSON contract's keys): the title,
    /// and the arguments the fields' rows declare.
    static let draftFields = ["title"] + TaskField.createArgumentProperties.keys
    /// Longest idempotency key kept: a key is an identifier, not a document.
    static let maximumKeyLength = 200
    static let keyLimit = TextLimit(characters: maximumKeyLength)

    static func run(_ call: ToolCall) throws -> ToolOutcome {
        let arguments = call.arguments
        let (text, dryRun, key) = try read(call)

        // Start from the drafted fields, then let every field the agent named replace its counterpart.
        var fields = JSONObject()
        var backend = "agent"
        var warnings: [DraftWarning] = []
        if let text {
            let drafted = try call.draft(text, dates: true)
            // Links the agent gives (a field whose value names several tasks) settle which tasks
            // it waits for; without them, words that name several open tasks by title are the
            // agent's to make precise.
            if !TaskField.taskValued.contains(where: { $0.several && arguments.has($0.field.name) }) {
                try call.refuseAmbiguousDependency(drafted)
            }
            fields = drafted.json
            backend = drafted.backend
            warnings = drafted.warnings
        }
        for name in draftFields where arguments.has(name) {
            fields[name] = arguments.values[name]
            // A date given as a moment replaces the drafted day, and a day the moment.
            for (field, date) in TaskField.dateParts {
                if name == field.name { fields[date.dayKey] = nil }
                if name == date.dayKey { fields[field.name] = nil }
            }
            if name == "reminders" { fields["reminders_default"] = .bool(false) }
        }
        var draft: TaskDraft
        do { draft = try TaskDraft(json: fields, zone: call.zone, backend: backend) } catch {
            throw ToolInputError(error.description)
        }
        // The agent's own dates may be in another order than the words'.
        draft.warnings = warnings
        draft = draft.checkingDateOrder(in: call.zone)

        if dryRun == true {
            let checked: TaskDraft
            do { checked = try draft.validated() } catch { throw ToolInputError("the task would be invalid: \(error).") }
            call.planner.recordCall(.draft, caller: call.caller, detail: "\(name) dry run")
            return .success(["result": .string("dry_run"), "task": .null, "draft": .object(checked.json),
                             "warnings": .array(checked.warnings.map { .string($0.english) })])
        }
        return try call.commit(CreateTaskIntent(draft: draft, idempotencyKey: key))
    }

    /// Reads the arguments in the order the schema lists them, before any backend drafts the
    /// text: a bad argument does not stop the others being read, and one error says each
    /// (`ToolInputProblems`), as `update_task`'s does; each field says the first bad argument of
    /// its own. The fields given are read alone here, and again over the drafted ones after.
    private static func read(_ call: ToolCall) throws(ToolInputError) -> (text: String?, dryRun: Bool?, key: String?) {
        let arguments = call.arguments
        var problems = ToolInputProblems()
        let text = problems.read { () throws(ToolInputError) in try arguments.string("text") } ?? nil
        if let text {
            problems.read { () throws(ToolInputError) in try call.refuseWords(text, dates: true) }
        } else if arguments.values["text"]?.isNull != false && !arguments.has("title") {
            problems.add(ToolInputError("give `text` (the task in words) or `title` (with any other fields)."))
        }
        var alone = TaskDraft(title: "", backend: "agent")
        for field in TaskField.draftFields.filter({ $0.name == "title" }) + TaskField.createdByAgents {
            problems.read { () throws(ToolInputError) in
                if let date = field.date, arguments.values[field.name]?.isNull == false, arguments.values[date.dayKey]?.isNull == false {
                    throw ToolInputError("give either `\(field.name)` (a date-time) or `\(date.dayKey)` (a day), not both.")
                }
                do throws(DraftError) { try field.readDraft(&alone, from: arguments.values, zone: call.zone) } catch {
                    throw ToolInputError(error.description)
                }
            }
        }
        let dryRun = problems.read { () throws(ToolInputError) in try arguments.bool("dry_run") } ?? nil
        let key = problems.read { () throws(ToolInputError) in
            let key = try arguments.string("idempotency_key")
            if let key, key.isEmpty || !keyLimit.admits(key) {
                throw ToolInputError("`idempotency_key` must have 1 to \(maximumKeyLength) characters.")
            }
            return key
        } ?? nil
        try problems.check()
        return (text, dryRun, key)
    }
}
