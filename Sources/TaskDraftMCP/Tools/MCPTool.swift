import TaskDraftKit
import TaskDraftModels

/// A tool the MCP server offers: its declaration (name, description, schemas, behaviour) and
/// what a call does. A tool is one type conforming to this, listed in `MCPTools.all`; the
/// server's `tools/list`, its routing, its instructions and `taskdraft mcp --help` read the list.
protocol MCPTool: Sendable {
    /// The tool's name, written here and nowhere else: descriptions, messages and help that
    /// mention another tool interpolate its `name`. A contract: never renamed once released.
    static var name: String { get }
    static var descriptor: ToolDescriptor { get }
    /// Reads `call.arguments`; a write is `call.commit(SomeIntent(…))`, a read a `Planner` read
    /// as `call.caller`.
    static func run(_ call: ToolCall) throws -> ToolOutcome
}
