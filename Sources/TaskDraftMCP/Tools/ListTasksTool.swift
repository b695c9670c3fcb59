import TaskDraftKit
import TaskDraftModels

/// `list_tasks`: the `list` command's filters, as named arguments (read as `TaskQuery` reads
/// them for every surface).
enum ListTasksTool: MCPTool {
    static let name = ToolCatalog.listTasks.name
    static let descriptor = ToolCatalog.listTasks

    static func run(_ call: ToolCall) throws -> ToolOutcome {
        let filter: TaskFilter
        let limit: Int
        do {
            (filter, limit) = try TaskQuery.listFilter(call.arguments.values)
        } catch {
            throw ToolInputError(error.message)
        }
        return .success(try TaskQuery.result(filter, limit: limit, reader: PlannerTaskReader(planner: call.planner, caller: call.caller)))
    }
}
