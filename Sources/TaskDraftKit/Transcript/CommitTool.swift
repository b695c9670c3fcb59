/// The tool name a commit's result is recorded under in the transcript.
///
/// The names are the MCP tools' (an agent's `create_task` and a person's `add` leave the same
/// entry, so the next turn reads one history whichever surface wrote it); `ToolCatalog`
/// declares the MCP tools under these names.
public enum CommitTool: String, Sendable, Hashable, CaseIterable {
    case createTask = "create_task"
    case completeTask = "complete_task"
    case updateTask = "update_task"
    case deleteTask = "delete_task"
    case undo
    /// A batch import: one entry per transaction it committed.
    case importTasks = "import_tasks"
    /// A CalDAV sync's pull: one entry per sync that changed something.
    case sync
}
