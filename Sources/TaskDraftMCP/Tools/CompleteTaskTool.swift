import TaskDraftKit

/// `complete_task`: `CompleteTaskIntent`, as `taskdraft done` runs it.
enum CompleteTaskTool {
    static func run(_ call: ToolCall) throws -> ToolOutcome {
        let id = try call.arguments.taskID()
        let result = try CompleteTaskIntent(taskID: id).perform(in: call.planner, caller: call.caller, confirmation: .none)
        let output = result.json(in: call.zone)
        call.recordOutput(output)
        return .success(output)
    }
}
