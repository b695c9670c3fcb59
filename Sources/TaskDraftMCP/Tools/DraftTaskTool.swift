import TaskDraftKit
import TaskDraftModels

/// `draft_task`: words → draft, nothing written (the agent's read is audited).
enum DraftTaskTool {
    static func run(_ call: ToolCall) throws -> ToolOutcome {
        guard let text = try call.arguments.string("text"), !text.trimmingWhitespace().isEmpty else {
            throw ToolInputError("`text` is required: the task in the user's words.")
        }
        let draft = try call.draft(text)
        // A draft create_task would refuse (a NUL or an ESC in the title) is no draft to show an agent.
        do { _ = try draft.validated() } catch { throw ToolInputError("the task would be invalid: \(error).") }
        call.planner.recordCall(call.tool.auditIntent, caller: call.caller, detail: "backend \(draft.backend)")
        return .success(draft.json)
    }
}
