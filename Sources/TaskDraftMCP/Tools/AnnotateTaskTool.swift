import TaskDraftKit
import TaskDraftModels

/// `annotate_task`: one dated note added to a task (`EditTaskIntent` with `TaskPatch.annotate`),
/// as `taskdraft annotate` adds it; the notes it had stay.
enum AnnotateTaskTool: MCPTool {
    static let name = "annotate_task"
    static let descriptor = ToolDescriptor(
        name: name, title: "Add a note to a task",
        description: """
            Add one dated note to a task, by its id: "called, no answer", what was agreed, a link. The note is \
            dated now and the task's earlier notes stay (they are its `annotations`, oldest first); nothing is \
            replaced. Calling it twice adds the note twice. Changes are rate-limited per session. Where your \
            access only lets you propose changes, the note is proposed instead (result "proposed").
            """,
        inputSchema: JSONSchema.object([
            "id": ToolCatalog.taskID,
            "text": JSONSchema.string("The note.", minLength: 1),
        ], required: ["id", "text"], closed: true),
        outputSchema: UpdateTaskTool.descriptor.outputSchema,
        behavior: .init(readOnly: false, destructive: false, idempotent: false),
        auditIntent: .action(.edit))

    static func run(_ call: ToolCall) throws -> ToolOutcome {
        let id = try call.arguments.taskID()
        guard let text = try call.arguments.string("text"), !text.trimmingWhitespace().isEmpty else {
            throw ToolInputError("`text` is the note to add, and it is empty.")
        }
        return try call.commit(EditTaskIntent(taskID: id, patch: TaskPatch(annotate: [text])))
    }
}
