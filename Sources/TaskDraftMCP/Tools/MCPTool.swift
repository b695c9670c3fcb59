import TaskDraftKit
import TaskDraftModels

/// A tool the MCP server offers: its declaration (name, description, schemas, behaviour) and
/// what a call does. A tool is one type conforming to this, listed in `MCPTools.all`; the
/// server's `tools/list`, its routing, its instructions and `taskdraft mcp --help` read the list.
protocol MCPTool: Sendable {
    static var descriptor: ToolDescriptor { get }
    /// Reads `call.arguments`; a write is `call.commit(SomeIntent(…))`, a read a `Planner` read
    /// as `call.caller`.
    static func run(_ call: ToolCall) throws -> ToolOutcome
}
