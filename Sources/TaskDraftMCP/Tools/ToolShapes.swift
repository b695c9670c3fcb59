import TaskDraftKit
import TaskDraftModels

/// The shapes several tools' results share. A model reads `tools/list` whole, so each shape is
/// written out in full once, in the tool that returns it on its own — a task in `list_tasks`
/// (`ToolCatalog.taskSchema`), a draft in `draft_task`, a proposal in `list_proposals` — and
/// another tool's result names the shape and the tool that declares it. (Written out in every
/// result that can carry them, the task, draft and proposal shapes were three quarters of the
/// list's bytes, BENCHMARKS.md "Agents (MCP)".)
enum ToolShapes {
    /// A task record, as `list_tasks` declares it.
    static func task(_ what: String, nullable: Bool = false) -> JSONValue {
        JSONSchema.record("\(what), as \(ListTasksTool.name) returns each task.", nullable: nullable)
    }

    /// A draft, as `draft_task` declares it.
    static func draft(_ what: String, nullable: Bool = false) -> JSONValue {
        JSONSchema.record("\(what), as \(DraftTaskTool.name) returns it.", nullable: nullable)
    }

    /// A proposal, as `list_proposals` declares it.
    static func proposal(_ what: String) -> JSONValue {
        JSONSchema.record("\(what), as \(ListProposalsTool.name) returns each.")
    }

    /// The draft JSON contract (DESIGN §4): the draft fields' properties, then the draft's own.
    static let draftSchema: JSONValue = {
        var properties = TaskField.draftSchemaProperties
        properties["backend"] = JSONSchema.string("The drafting backend that produced it.")
        properties["warnings"] = JSONSchema.array(of: JSONSchema.string("A warning."), description: "What the drafter was unsure of.")
        return JSONSchema.object(properties: properties, required: properties.keys)
    }()

    /// `Proposal.json(in:now:)`: a change left for the person, and what became of it.
    static let proposalSchema: JSONValue = JSONSchema.object([
        "id": JSONSchema.integer("The proposal's number (the person's `taskdraft inbox accept ID`)."),
        "status": JSONSchema.string("Expired: nobody decided in time.", oneOf: Proposal.Status.allCases.map(\.rawValue)),
        "action": JSONSchema.string("What it would do.", oneOf: ["create", "complete", "edit", "delete"]),
        "agent": JSONSchema.string("Who proposed it, as the person knows them (the token's name, or the client's over stdio)."),
        "client": JSONSchema.string("The proposing client's own name."),
        "caller_name": JSONSchema.string("client#session, as the audit log names the caller."),
        "via": JSONSchema.string("How it came: stdio or http:TOKEN-NAME."),
        "proposed_at": JSONSchema.string("When, ISO 8601."),
        "expires_at": JSONSchema.string("When it lapses unless the person decides first, ISO 8601."),
        "task_id": JSONSchema.orNull(JSONSchema.integer("The task it changes.")),
        "draft": draft("The fields a create or an edit would write", nullable: true),
        "before": draft("An edit's task as it was when proposed"),
        "decided_at": JSONSchema.orNull(JSONSchema.string("When the person decided, ISO 8601.")),
        "result_task_id": JSONSchema.orNull(JSONSchema.integer("The task an accepted proposal made or changed.")),
        "note": JSONSchema.string("The person's note on their decision.", nullable: true),
    ], required: ["id", "status", "action", "agent", "via", "proposed_at", "expires_at", "task_id", "draft"])

    /// What a tool that changes one task by its id answers: `result`, the task, the next
    /// occurrence a repeating task's completion made, or the proposal left instead.
    static func changedTask(result: JSONValue) -> JSONValue {
        StrangerText.schema(JSONSchema.object([
            "result": result,
            "task": task("The task after the change"),
            "next": task("The next occurrence a repeating task's completion made (else null)", nullable: true),
            "proposal": proposal("The proposal left instead (result \"proposed\")"),
            "warnings": JSONSchema.array(of: JSONSchema.string("A warning."),
                                         description: "What the change left to know, such as a start after the due."),
        ], required: ["result"]))
    }
}
