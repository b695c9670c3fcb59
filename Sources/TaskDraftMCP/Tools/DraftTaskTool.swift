import TaskDraftKit
import TaskDraftModels

/// `draft_task`: words → draft, nothing written (the agent's read is audited).
enum DraftTaskTool: MCPTool {
    static let name = "draft_task"
    static let descriptor = ToolDescriptor(
        name: name, title: "Draft a task (nothing saved)",
        description: """
            Turn one sentence about a task into a structured draft without saving anything: title, due \
            date-time or day, priority, tags, project, repeat rule. Understands English, Russian and Polish, \
            relative dates ("tomorrow at 15:00", "next Friday", "в пятницу до 18:00") read against the user's \
            clock and time zone, "#tag" and "!high". Use it to see how a sentence will be read before \
            \(CreateTaskTool.name), or to turn words into the ISO dates \(UpdateTaskTool.name) takes. `warnings` lists anything \
            the drafter was unsure of.
            """,
        inputSchema: JSONSchema.object([
            "text": JSONSchema.string("The task in the user's words, e.g. \"Submit the report tomorrow at 15:00 #finance !high\".",
                                      minLength: 1),
        ], required: ["text"], closed: true),
        outputSchema: ToolShapes.draftSchema,
        behavior: .init(readOnly: true, destructive: false, idempotent: true),
        auditIntent: .draft)

    static func run(_ call: ToolCall) throws -> ToolOutcome {
        guard let text = try call.arguments.string("text"), !text.trimmingWhitespace().isEmpty else {
            throw ToolInputError("`text` is required: the task in the user's words.")
        }
        // A date not in the calendar is a warning here, as `draft` gives it.
        let draft = try call.draft(text, dates: false)
        try call.refuseAmbiguousDependency(draft)
        // A draft create_task would refuse (a NUL or an ESC in the title) is no draft to show an agent.
        do { _ = try draft.validated() } catch { throw ToolInputError("the task would be invalid: \(error).") }
        call.planner.recordCall(call.tool.auditIntent, caller: call.caller, detail: "backend \(draft.backend)")
        return .success(draft.json)
    }
}
