import TaskDraftKit

/// `complete_task`: `CompleteTaskIntent`, as `taskdraft done` runs it.
enum CompleteTaskTool {
    static func run(_ call: ToolCall) throws -> ToolOutcome {
        let id = try call.arguments.taskID()
        return try call.commit(CompleteTaskIntent(taskID: id))
    }
}
