import TaskDraftKit
import TaskDraftModels

/// `complete_task`: `CompleteTaskIntent`, as `taskdraft done` runs it.
enum CompleteTaskTool: MCPTool {
    static let name = CommitTool.completeTask.rawValue
    static let descriptor = ToolDescriptor(
        name: name, title: "Complete a task",
        description: """
            Mark one task done, by its id (from \(ListTasksTool.name) or \(CreateTaskTool.name)). Completing a repeating task \
            creates its next occurrence, returned as `next`. A task that is already done stays as it is \
            (result "already_done"). Changes are rate-limited per session. Where your access only lets you \
            propose changes, the completion is proposed instead (result "proposed") for the person to review.
            """,
        inputSchema: JSONSchema.object(["id": ToolCatalog.taskID], required: ["id"], closed: true),
        outputSchema: ToolShapes.changedTask(result: JSONSchema.string(
            "proposed: left for the person to review.", oneOf: ["completed", "already_done", "proposed"])),
        behavior: .init(readOnly: false, destructive: false, idempotent: true),
        auditIntent: .action(.complete))

    static func run(_ call: ToolCall) throws -> ToolOutcome {
        let id = try call.arguments.taskID()
        return try call.commit(CompleteTaskIntent(taskID: id))
    }
}
